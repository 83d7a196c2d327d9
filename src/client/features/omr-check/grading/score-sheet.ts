import type { SheetReading } from "../reader/read-sheet";
import type { AnswerKey } from "./answer-key";

/** Whether the sheet's answers were read (upright or turned over, or read with doubts to check), so it can be scored. */
export function wasRead(reading: Pick<SheetReading, "status">): boolean {
  return reading.status === "ok" || reading.status === "turned" || reading.status === "check";
}

export interface Marking {
  /** Marks for a right answer (default 1). */
  readonly right: number;
  /** Marks for a wrong answer: 0, or negative such as −0.25. */
  readonly wrong: number;
}

export interface SheetScore {
  readonly right: number;
  readonly wrong: number;
  readonly blank: number;
  readonly double: number;
  readonly score: number;
}

/**
 * Counts a sheet against the key. Questions keyed "-" are left out altogether. A double-filled
 * answer is counted in its own column and marked as a wrong one, as Indian entrance exams do.
 */
export function scoreSheet(reading: SheetReading, key: AnswerKey, marking: Marking): SheetScore {
  const counts = { right: 0, wrong: 0, blank: 0, double: 0 };
  for (const { question, answer } of reading.answers) {
    const expected = key[question - 1];
    if (!expected) continue;
    if (answer === "blank") counts.blank++;
    else if (answer === "double") counts.double++;
    else if (answer === expected) counts.right++;
    else counts.wrong++;
  }
  // Rounded to hundredths: −0.25 steps stay exact, a third of a mark does not trail digits.
  const score = Math.round((counts.right * marking.right + (counts.wrong + counts.double) * marking.wrong) * 100) / 100;
  return { ...counts, score: Object.is(score, -0) ? 0 : score };
}
