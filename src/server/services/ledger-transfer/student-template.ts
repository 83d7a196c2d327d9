import { STUDENT_SHEET_COLUMNS, STUDENT_SHEET_EXAMPLE } from "../../../shared/rules/student-sheet";
import type { ExportFile } from "./export-ledger";
import { writeWorkbook } from "./write-workbook";

/**
 * The import template as an .xlsx in the director's language: headers and one example row. The
 * import reads either language's headers (STUDENT_SHEET_COLUMNS), so a Hindi template imports as it is.
 */
export async function studentTemplate(language: "en" | "hi"): Promise<ExportFile> {
  const bytes = await writeWorkbook([
    {
      name: language === "hi" ? "छात्र" : "Students",
      headers: STUDENT_SHEET_COLUMNS.map((column) => column[language]),
      rows: [[...STUDENT_SHEET_EXAMPLE[language]]],
    },
  ]);
  return { fileName: language === "hi" ? "छात्र-नमूना.xlsx" : "students-template.xlsx", bytes };
}
