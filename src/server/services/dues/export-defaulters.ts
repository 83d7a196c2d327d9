import { defaultersCsv, defaultersTable, type CsvLanguage } from "../../../shared/rules/defaulters-csv";
import type { Database } from "../../db/database";
import type { ExportFile } from "../ledger-transfer/export-ledger";
import { writeWorkbook } from "../ledger-transfer/write-workbook";
import { listDefaulters, type DefaultersFilter } from "./list-defaulters";

/** Every defaulter matching the filters (not one page) as CSV or .xlsx, headers in the asked language. */
export async function exportDefaulters(
  db: Database,
  schoolId: string,
  filter: Omit<DefaultersFilter, "page">,
  language: CsvLanguage,
  format: "csv" | "xlsx",
): Promise<ExportFile> {
  const { data } = await listDefaulters(db, schoolId, filter);
  if (format === "csv")
    return { fileName: "defaulters.csv", bytes: new TextEncoder().encode(defaultersCsv(data, language)) };
  const { headers, rows } = defaultersTable(data, language);
  // A missing date is an empty cell, as in the CSV.
  const cells = rows.map((row) => row.map((value) => value ?? ""));
  return { fileName: "defaulters.xlsx", bytes: await writeWorkbook([{ name: "Defaulters", headers, rows: cells }]) };
}
