import { useEffect, useMemo, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { OmrOption } from "@/documents/omr-sheet/omr-sheet-schema";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import type { AnswerKey } from "../grading/answer-key";
import type { CorrectedReading, Corrections } from "../grading/correct-reading";
import type { ReadBubble } from "../reader/read-sheet";
import type { SheetResult } from "../worker/omr-worker-protocol";
import "../i18n";
import { RollNumberForm } from "./roll-number-form";

type Tone = "right" | "wrong" | "missed" | "roll" | null;

/** What a bubble says against the key: a filled one right or wrong, an empty one the key wanted. */
function toneOf(bubble: ReadBubble, key: AnswerKey, doubles: ReadonlySet<number>): Tone {
  if (bubble.question === undefined) return bubble.filled ? "roll" : null;
  const expected = key[bubble.question - 1];
  if (bubble.filled)
    return !expected ? "roll" : bubble.option === expected && !doubles.has(bubble.question) ? "right" : "wrong";
  return expected && bubble.option === expected ? "missed" : null;
}

const STROKE: Record<Exclude<Tone, null>, string> = {
  right: "#16a34a",
  wrong: "#dc2626",
  missed: "#2563eb",
  roll: "#2563eb",
};
const DOUBT = "#d97706";
/** A tap target around a bubble: as wide as half the pitch between options, so a finger finds it. */
const TARGET = 8;

/**
 * The sheet as read: the upright cut-out with a ring drawn over every mark the reader saw (SVG in
 * template points). Questions read unsurely are ringed in amber, and their bubbles are buttons: a tap
 * sets the answer the student meant (a second tap on the same bubble sets it blank). An unsure roll
 * number is typed as the student wrote it.
 */
export function SheetPreviewDialog({
  sheet,
  pageSize,
  answerKey,
  onClose,
  onCorrect,
}: {
  sheet: (SheetResult & { reading: CorrectedReading }) | null;
  pageSize: { width: number; height: number };
  answerKey: AnswerKey;
  onClose: () => void;
  onCorrect: (change: Corrections) => void;
}) {
  const { t } = useTranslation("omrCheck");
  // A correction makes a new sheet object but keeps its preview: the picture is not made again.
  const preview = sheet?.preview ?? null;
  const url = useMemo(() => (preview ? URL.createObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const reading = sheet?.reading;
  const doubles = new Set(reading?.answers.filter((a) => a.answer === "double").map((a) => a.question));
  const doubtful = reading?.answers.filter((a) => a.doubt).map((a) => a.question) ?? [];
  // Questions once in doubt stay settable after a tap, so a slip of the finger can be undone.
  const settable = new Set([...doubtful, ...(reading?.corrected ?? [])]);
  const answerOf = (question: number) => reading?.answers.find((a) => a.question === question)?.answer;
  // The first tap confirms or changes the reader's guess; tapping the answer already set by hand clears it.
  const set = (question: number, option: OmrOption) =>
    onCorrect({
      answers: {
        [question]: reading?.corrected.includes(question) && answerOf(question) === option ? "blank" : option,
      },
    });
  const rollUnsure = Boolean(reading?.doubts?.includes("roll-number") || reading?.rollNumberCorrected);
  const onKey = (event: KeyboardEvent, question: number, option: OmrOption) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    set(question, option);
  };

  return (
    <Dialog open={Boolean(sheet)} onOpenChange={(open) => (open ? undefined : onClose())}>
      {sheet && reading ? (
        <DialogContent
          title={t("preview.title", { file: sheet.name })}
          description={
            sheet.upright
              ? t("preview.legend")
              : reading.status === "two-sheets"
                ? t("status.two-sheets")
                : t("preview.noMarkers")
          }
          className="sm:max-w-2xl"
        >
          {sheet.upright && settable.size ? (
            <p className="text-sm text-amber-800" data-testid="doubt-legend">
              {t("preview.doubtLegend", {
                count: settable.size,
                questions: [...settable].sort((a, b) => a - b).join(", "),
              })}
            </p>
          ) : null}
          {sheet.upright && rollUnsure ? (
            <RollNumberForm
              key={sheet.name}
              read={reading.rollNumber}
              onSet={(rollNumber) => onCorrect({ rollNumber })}
            />
          ) : null}
          {url ? (
            <div className="relative mt-3">
              <img src={url} alt={t("preview.image")} className="w-full rounded border border-slate-200" />
              {sheet.upright ? (
                <svg
                  viewBox={`0 0 ${pageSize.width} ${pageSize.height}`}
                  className="absolute inset-0 size-full"
                  data-testid="detected-marks"
                  role="group"
                  aria-label={t("preview.image")}
                >
                  {reading.bubbles.map((bubble, i) => {
                    const tone = toneOf(bubble, answerKey, doubles);
                    return tone ? (
                      <circle
                        key={i}
                        cx={bubble.x}
                        cy={bubble.y}
                        r={bubble.radius + 1.5}
                        fill="none"
                        stroke={STROKE[tone]}
                        strokeWidth={1.4}
                        strokeDasharray={tone === "missed" ? "2 1.5" : undefined}
                        data-tone={tone}
                        aria-hidden
                      />
                    ) : null;
                  })}
                  {reading.bubbles.map((bubble, i) =>
                    bubble.question !== undefined && bubble.option && settable.has(bubble.question) ? (
                      <circle
                        key={`set-${i}`}
                        cx={bubble.x}
                        cy={bubble.y}
                        r={TARGET}
                        fill="transparent"
                        stroke={doubtful.includes(bubble.question) ? DOUBT : "#7c3aed"}
                        strokeWidth={0.9}
                        strokeDasharray="1.5 1"
                        className="cursor-pointer outline-none focus-visible:stroke-[2]"
                        style={{ pointerEvents: "all" }}
                        role="button"
                        tabIndex={0}
                        aria-pressed={bubble.filled}
                        aria-label={t("preview.setAnswer", { question: bubble.question, option: bubble.option })}
                        data-doubt={doubtful.includes(bubble.question) || undefined}
                        onClick={() => set(bubble.question!, bubble.option!)}
                        onKeyDown={(event) => onKey(event, bubble.question!, bubble.option!)}
                      />
                    ) : null,
                  )}
                </svg>
              ) : null}
            </div>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
