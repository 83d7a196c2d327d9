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
}

/** The results table as CSV, in its order; a sheet not read has empty counts. Formula-looking cells are escaped for spreadsheets. */
export function resultsCsv(
  rows: readonly ResultRow[],
  headings: CsvHeadings,
  statusText: (row: ResultRow) => string,
): string {
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
  ];
  const data = rows.map((row) => [
    row.file,
    row.rollNumber,
    row.name,
    ...(row.score
      ? [row.score.right, row.score.wrong, row.score.blank, row.score.double, row.score.score]
      : ["", "", "", "", ""]),
    statusText(row),
  ]);
  return Papa.unparse({ fields, data }, { newline: "\r\n", escapeFormulae: true });
}
