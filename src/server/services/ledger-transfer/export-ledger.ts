import Papa from "papaparse";
import type { Database } from "../../db/database";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { LEDGER_SHEET_HEADERS, ledgerSheetRow } from "./ledger-sheet";
import { listStudentBalances } from "./list-student-balances";
import { writeWorkbook } from "./write-workbook";

export interface ExportFile {
  fileName: string;
  bytes: Uint8Array;
}

/** "Class 10 A 2025-26" → "Class-10-A-2025-26": safe in a Content-Disposition header and on any disk. */
function fileStem(name: string, sessionYear: string): string {
  const stem = `${name} ${sessionYear}`.replace(/[^\p{L}\p{M}\p{N}]+/gu, "-").replace(/^-|-$/g, "");
  return stem || "ledger";
}

/** One row per student of the ledger with charged, received and outstanding, as CSV or .xlsx. */
export async function exportLedger(
  db: Database,
  schoolId: string,
  ledgerId: string,
  format: "csv" | "xlsx",
): Promise<ExportFile> {
  const ledger = await requireOwnLedger(db, schoolId, ledgerId);
  const rows = (await listStudentBalances(db, schoolId, ledgerId)).map(ledgerSheetRow);
  const stem = fileStem(ledger.name, ledger.sessionYear);
  if (format === "csv") {
    // The byte-order mark is how Excel knows the file is UTF-8, so Hindi names show as written;
    // text starting with = + - @ is quoted so Excel never runs a typed name as a formula.
    const csv = Papa.unparse(
      { fields: [...LEDGER_SHEET_HEADERS], data: rows },
      { newline: "\r\n", escapeFormulae: true },
    );
    const text = `\uFEFF${csv}\r\n`;
    return { fileName: `${stem}.csv`, bytes: new TextEncoder().encode(text) };
  }
  return {
    fileName: `${stem}.xlsx`,
    bytes: await writeWorkbook([{ name: "Students", headers: LEDGER_SHEET_HEADERS, rows }]),
  };
}
