import type { Answer, SheetReading } from "../reader/read-sheet";

/** Answers a person set by hand in the preview, by question number. */
export type Corrections = Readonly<Record<number, Answer>>;

/** A sheet's reading with the answers set by hand put in, and which questions they were. */
export interface CorrectedReading extends SheetReading {
  /** Questions whose answer was set by hand, ascending. */
  readonly corrected: readonly number[];
}

/**
 * The reading as the teacher settled it: each corrected question takes the answer given and is no
 * longer in doubt, its bubbles drawn as set; once no question is left in doubt and nothing else is,
 * the sheet counts as read (upright or turned) again.
 */
export function correctReading(reading: SheetReading, corrections: Corrections = {}): CorrectedReading {
  const corrected = reading.answers.map((a) => a.question).filter((q) => q in corrections);
  if (corrected.length === 0) return { ...reading, corrected };
  const answers = reading.answers.map((a) =>
    a.question in corrections ? { question: a.question, answer: corrections[a.question]! } : a,
  );
  const bubbles = reading.bubbles.map((b) => {
    const answer = b.question !== undefined && b.question in corrections ? corrections[b.question]! : undefined;
    // A question set to "double" by hand keeps the marks as read; any other answer fills just its bubble.
    return answer === undefined || answer === "double" ? b : { ...b, filled: b.option === answer };
  });
  const doubts = (reading.doubts ?? []).filter((d) => d !== "questions" || answers.some((a) => a.doubt));
  const status = reading.status !== "check" || doubts.length ? reading.status : reading.turns === 2 ? "turned" : "ok";
  return { ...reading, answers, bubbles, doubts, status, corrected };
}
