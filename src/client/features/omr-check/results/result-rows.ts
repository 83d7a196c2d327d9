import type { AnswerKey } from "../grading/answer-key";
import { scoreSheet, wasRead, type Marking, type SheetScore } from "../grading/score-sheet";
import type { ReadStatus, SheetReading } from "../reader/read-sheet";

/** One row of the results table, the CSV and the mark list. */
export interface ResultRow {
  readonly index: number;
  readonly file: string;
  readonly rollNumber: string;
  /** The student's name when the roll number matches one in the chosen ledger. */
  readonly name: string;
  readonly status: ReadStatus;
  /** Absent when the sheet could not be read. */
  readonly score?: SheetScore;
  /** Per question on the sheet: the options read as marked ("A", "AC" for a double, "" blank). */
  readonly marks: Readonly<Record<number, string>>;
  /** Questions whose answer a person set by hand. */
  readonly corrected: readonly number[];
  readonly rollNumberCorrected: boolean;
}

/** "007" on a sheet and "7" in the ledger are one roll number. */
export function rollKey(rollNumber: string): string {
  const trimmed = rollNumber.trim();
  return /^\d+$/.test(trimmed) ? String(Number(trimmed)) : trimmed.toUpperCase();
}

/** Roll number → name, for the ledger's students that have a roll number. */
export function namesByRoll(students: readonly { name: string; rollNumber: string }[]): Map<string, string> {
  return new Map(students.filter((s) => s.rollNumber.trim()).map((s) => [rollKey(s.rollNumber), s.name]));
}

/** Each question's marked options as letters, from the bubbles read (a double shows which two). */
function marksOf(reading: SheetReading): Record<number, string> {
  const marks: Record<number, string> = {};
  for (const { question, answer } of reading.answers)
    marks[question] =
      answer === "blank"
        ? ""
        : answer === "double"
          ? reading.bubbles
              .filter((b) => b.question === question && b.filled)
              .map((b) => b.option)
              .join("")
          : answer;
  return marks;
}

export function resultRows(
  sheets: readonly {
    name: string;
    reading: SheetReading & { corrected?: readonly number[]; rollNumberCorrected?: boolean };
  }[],
  key: AnswerKey,
  marking: Marking,
  names: ReadonlyMap<string, string>,
): ResultRow[] {
  return sheets.map(({ name: file, reading }, index) => ({
    index,
    file,
    rollNumber: reading.rollNumber,
    name: reading.rollNumber ? (names.get(rollKey(reading.rollNumber)) ?? "") : "",
    status: reading.status,
    score: wasRead(reading) ? scoreSheet(reading, key, marking) : undefined,
    marks: marksOf(reading),
    corrected: reading.corrected ?? [],
    rollNumberCorrected: reading.rollNumberCorrected ?? false,
  }));
}

/** Roll-number order for the mark list: numbers by value, then other roll numbers, then sheets without one. */
export function byRollNumber(rows: readonly ResultRow[]): ResultRow[] {
  const rank = (row: ResultRow) => (/^\d+$/.test(row.rollNumber) ? 0 : row.rollNumber ? 1 : 2);
  return [...rows].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 0 ? Number(a.rollNumber) - Number(b.rollNumber) : a.rollNumber.localeCompare(b.rollNumber)) ||
      a.index - b.index,
  );
}
