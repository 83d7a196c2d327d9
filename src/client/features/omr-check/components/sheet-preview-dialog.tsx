import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import type { AnswerKey } from "../grading/answer-key";
import type { ReadBubble } from "../reader/read-sheet";
import type { SheetResult } from "../worker/omr-worker-protocol";
import "../i18n";

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

/** The sheet as read: the upright cut-out with a ring drawn over every mark the reader saw (SVG in template points). */
export function SheetPreviewDialog({
  sheet,
  pageSize,
  answerKey,
  onClose,
}: {
  sheet: SheetResult | null;
  pageSize: { width: number; height: number };
  answerKey: AnswerKey;
  onClose: () => void;
}) {
  const { t } = useTranslation("omrCheck");
  const url = useMemo(() => (sheet?.preview ? URL.createObjectURL(sheet.preview) : undefined), [sheet]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const doubles = new Set(sheet?.reading.answers.filter((a) => a.answer === "double").map((a) => a.question));

  return (
    <Dialog open={Boolean(sheet)} onOpenChange={(open) => (open ? undefined : onClose())}>
      {sheet ? (
        <DialogContent
          title={t("preview.title", { file: sheet.name })}
          description={sheet.upright ? t("preview.legend") : t("preview.noMarkers")}
          className="sm:max-w-2xl"
        >
          {url ? (
            <div className="relative mt-3">
              <img src={url} alt={t("preview.image")} className="w-full rounded border border-slate-200" />
              {sheet.upright ? (
                <svg
                  viewBox={`0 0 ${pageSize.width} ${pageSize.height}`}
                  className="absolute inset-0 size-full"
                  aria-hidden
                  data-testid="detected-marks"
                >
                  {sheet.reading.bubbles.map((bubble, i) => {
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
                      />
                    ) : null;
                  })}
                </svg>
              ) : null}
            </div>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
