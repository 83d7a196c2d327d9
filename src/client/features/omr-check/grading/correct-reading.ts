import type { Answer, SheetReading } from "../reader/read-sheet";

/** What a person set by hand in the preview for one sheet: answers by question, and the roll number. */
export interface Corrections {
  readonly answers?: Readonly<Record<number, Answer>>;
  /** The roll number as written on the sheet, typed when the reader was unsure of it. */
  readonly rollNumber?: string;
}

/** A sheet's reading with what was set by hand put in, and what that was. */
export interface CorrectedReading extends SheetReading {
  /** Questions whose answer was set by hand, ascending. */
  readonly corrected: readonly number[];
  readonly rollNumberCorrected: boolean;
}

/**
 * The reading as the teacher settled it: each corrected question takes the answer given and is no
 * longer in doubt, its bubbles drawn as set; a typed roll number replaces the unsure one. Once
 * nothing is left in doubt the sheet counts as read (upright or turned) again.
 */
export function correctReading(reading: SheetReading, corrections: Corrections = {}): CorrectedReading {
  const fixed = corrections.answers ?? {};
  const corrected = reading.answers.map((a) => a.question).filter((q) => q in fixed);
  const rollNumberCorrected = corrections.rollNumber !== undefined;
  if (corrected.length === 0 && !rollNumberCorrected) return { ...reading, corrected, rollNumberCorrected };
  const answers = reading.answers.map((a) =>
    a.question in fixed ? { question: a.question, answer: fixed[a.question]! } : a,
  );
  const bubbles = reading.bubbles.map((b) => {
    const answer = b.question !== undefined && b.question in fixed ? fixed[b.question]! : undefined;
    // A question set to "double" by hand keeps the marks as read; any other answer fills just its bubble.
    return answer === undefined || answer === "double" ? b : { ...b, filled: b.option === answer };
  });
  const doubts = (reading.doubts ?? []).filter(
    (d) => (d !== "questions" || answers.some((a) => a.doubt)) && (d !== "roll-number" || !rollNumberCorrected),
  );
  const status = reading.status !== "check" || doubts.length ? reading.status : reading.turns === 2 ? "turned" : "ok";
  return {
    ...reading,
    rollNumber: corrections.rollNumber ?? reading.rollNumber,
    answers,
    bubbles,
    doubts,
    status,
    corrected,
    rollNumberCorrected,
  };
}
