import Papa from "papaparse";
import type { ResultRow } from "./result-rows";

export interface CsvHeadings {
  readonly file: string;
  readonly rollNumber: string;
  readonly name: string;
  readonly right: string;
  readonly wrong: string;
  readonly blank: string;
  readonly double: string;
  readonly score: string;
  readonly status: string;
  readonly corrected: string;
  /** A question's column: "Q7". */
  readonly question: (number: number) => string;
}

/**
 * The results table as CSV, in its order; a sheet not read has empty counts. Then which questions
 * were corrected by hand, and each question's marked options as read or as corrected.
 * Formula-looking cells are escaped for spreadsheets.
 */
export function resultsCsv(
  rows: readonly ResultRow[],
  questionCount: number,
  headings: CsvHeadings,
  statusText: (row: ResultRow) => string,
): string {
  const questions = Array.from({ length: questionCount }, (_, i) => i + 1);
  const fields = [
    headings.file,
    headings.rollNumber,
    headings.name,
    headings.right,
    headings.wrong,
    headings.blank,
    headings.double,
    headings.score,
    headings.status,
    headings.corrected,
    ...questions.map(headings.question),
  ];
  const data = rows.map((row) => [
    row.file,
    row.rollNumber,
    row.name,
    ...(row.score
      ? [row.score.right, row.score.wrong, row.score.blank, row.score.double, row.score.score]
      : ["", "", "", "", ""]),
    statusText(row),
    row.corrected.join(" "),
    ...questions.map((q) => row.marks[q] ?? ""),
  ]);
  return Papa.unparse({ fields, data }, { newline: "\r\n", escapeFormulae: true });
}
