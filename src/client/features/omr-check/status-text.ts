import type { TFunction } from "i18next";
import type { SheetReading } from "./reader/read-sheet";

/** The status column's words for a sheet: for one to check, what to check (the questions in doubt by number). */
export function statusText(
  t: TFunction<"omrCheck">,
  reading: Pick<SheetReading, "status" | "printedFor" | "doubts" | "answers"> & {
    corrected?: readonly number[];
    rollNumberCorrected?: boolean;
  },
): string {
  const status = checkText(t, reading);
  const corrected = [...(reading.rollNumberCorrected ? [t("doubt.rollNumberSet")] : []), ...(reading.corrected ?? [])];
  return corrected.length ? t("status.corrected", { status, questions: corrected.join(", ") }) : status;
}

function checkText(
  t: TFunction<"omrCheck">,
  reading: Pick<SheetReading, "status" | "printedFor" | "doubts" | "answers">,
): string {
  if (reading.status !== "check") return t(`status.${reading.status}`, { count: reading.printedFor ?? 0 });
  const unclear = reading.answers.filter((a) => a.doubt).map((a) => a.question);
  const reasons = (reading.doubts ?? []).map((doubt) =>
    doubt === "questions"
      ? t("doubt.questions", { count: unclear.length, questions: unclear.join(", ") })
      : t(`doubt.${doubt}`),
  );
  return t("status.check", { reasons: reasons.join("; ") });
}
