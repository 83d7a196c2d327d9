import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { OMR_OPTIONS, type OmrOption } from "@/documents/omr-sheet/omr-sheet-schema";
import { keyMarks, withKeyMark } from "../grading/answer-key";
import "../i18n";

const MARKS: readonly (OmrOption | "-")[] = [...OMR_OPTIONS, "-"];

/**
 * The answer key as a grid to tap, one row of A–D and "–" (not counted) per question: easier than
 * typing fifty letters on a phone. It reads and writes the key's text, so the typed box and the grid
 * are one key. Drawn only while open: a 1,000-question test is 5,000 radio buttons.
 */
export function AnswerKeyGrid({
  questionCount,
  answerKey,
  onChange,
}: {
  /** 0 while the number of questions is not a number yet: the grid then has no rows. */
  questionCount: number;
  answerKey: string;
  onChange: (answerKey: string) => void;
}) {
  const { t } = useTranslation("omrCheck");
  const [open, setOpen] = useState(false);
  const name = useId();
  const marks = open ? keyMarks(answerKey, questionCount) : [];
  return (
    <details className="rounded-lg border border-slate-200" open={open}>
      {/* Opened by React's state (not the element's own toggle), so the rows exist exactly while it is open. */}
      <summary
        className="cursor-pointer px-3 py-2 text-sm font-medium text-brand-700"
        onClick={(event) => {
          event.preventDefault();
          setOpen((shown) => !shown);
        }}
      >
        {t("setup.grid")}
      </summary>
      {open ? (
        <div className="space-y-2 border-t border-slate-200 p-3">
          <p className="text-xs text-slate-600">{t("setup.gridHint")}</p>
          <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {marks.map((chosen, index) => (
              <fieldset key={index} className="flex items-center gap-1">
                <legend className="sr-only">{t("setup.question", { number: index + 1 })}</legend>
                <span aria-hidden className="w-8 shrink-0 text-right text-sm tabular-nums text-slate-600">
                  {index + 1}
                </span>
                {MARKS.map((mark) => (
                  <label key={mark} className="relative">
                    <input
                      type="radio"
                      name={`${name}-${index}`}
                      value={mark}
                      checked={chosen === mark}
                      onChange={() => onChange(withKeyMark(answerKey, index, mark))}
                      aria-label={mark === "-" ? t("setup.notCounted") : mark}
                      className="peer sr-only"
                    />
                    <span
                      aria-hidden
                      className="grid size-9 cursor-pointer place-items-center rounded-full border border-slate-300 text-sm font-semibold text-slate-700 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-1"
                    >
                      {mark === "-" ? "–" : mark}
                    </span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        </div>
      ) : null}
    </details>
  );
}
