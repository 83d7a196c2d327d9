import { z } from "zod";
import { studentFieldsSchema } from "../api/student";
import type { ImportIssue } from "../api/ledger-transfer";
import { amountSchema } from "./amount";
import {
  AMOUNT_IN_FIGURES_MESSAGE,
  REQUIRED_MESSAGE,
  ROLL_NUMBER_REPEATED_MESSAGE,
  ROLL_NUMBER_TAKEN_MESSAGE,
} from "./messages";
import { sheetDate } from "./sheet-date";

/** A cell as the sheet readers hand it over. */
export type SheetCell = string | number | Date | null | undefined;

/**
 * The columns of a student sheet, in template order: the English and Hindi header the template
 * writes, then other headers people use for the same column (matched ignoring case, spaces and
 * punctuation). "Outstanding" is what the ledger export writes, so an export imports back as it is.
 */
export const STUDENT_SHEET_COLUMNS = [
  { field: "name", en: "Name", hi: "नाम", also: ["Student Name", "छात्र का नाम"] },
  { field: "fatherName", en: "Father Name", hi: "पिता का नाम", also: ["Father's Name", "Father", "पिता"] },
  { field: "motherName", en: "Mother Name", hi: "माता का नाम", also: ["Mother's Name", "Mother", "माता"] },
  { field: "dateOfBirth", en: "Date of Birth", hi: "जन्म तिथि", also: ["DOB", "Birth Date", "जन्मतिथि"] },
  { field: "rollNumber", en: "Roll Number", hi: "अनुक्रमांक", also: ["Roll No", "Roll", "रोल नंबर"] },
  {
    field: "phoneNumber",
    en: "Phone",
    hi: "फ़ोन",
    also: ["Phone Number", "Mobile", "Mobile Number", "फ़ोन नंबर", "फोन", "मोबाइल"],
  },
  { field: "address", en: "Address", hi: "पता", also: [] },
  { field: "openingBalance", en: "Opening Balance", hi: "प्रारंभिक शेष", also: ["Outstanding", "Balance", "बकाया", "शेष"] },
] as const;
export type StudentSheetField = (typeof STUDENT_SHEET_COLUMNS)[number]["field"];

/** "Father's  Name" → "fathersname": case, spaces and punctuation never decide a match. */
function headerKey(header: string): string {
  return header
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, "");
}

const FIELD_BY_HEADER = new Map<string, StudentSheetField>(
  STUDENT_SHEET_COLUMNS.flatMap((column) =>
    [column.en, column.hi, ...column.also].map((header) => [headerKey(header), column.field] as const),
  ),
);

/** Which column holds which field; unknown columns (Charged, Received, …) are ignored. */
export function matchHeaders(headers: readonly SheetCell[]): Map<StudentSheetField, number> {
  const columns = new Map<StudentSheetField, number>();
  headers.forEach((header, index) => {
    const field = FIELD_BY_HEADER.get(headerKey(cellText(header)));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  return columns;
}

/** An imported row is checked by the student form's own rules, plus its opening balance. */
export const studentSheetRowSchema = studentFieldsSchema.extend({
  /** Rupees owed when the student joins; negative for money paid in advance. A word ("paid") is NaN here. */
  openingBalance: z.number({ error: AMOUNT_IN_FIGURES_MESSAGE }).superRefine((rupees, context) => {
    if (rupees === 0) return;
    const amount = amountSchema.safeParse(Math.abs(rupees));
    if (!amount.success) context.addIssue({ code: "custom", message: amount.error.issues[0]!.message });
  }),
});

export type StudentSheetRow = z.output<typeof studentSheetRowSchema>;

function cellText(cell: SheetCell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** "₹1,500.50", "1 500" or a number cell → 1500.5; "" → 0; anything else NaN, which the rule names. */
function sheetAmount(cell: SheetCell): number {
  if (typeof cell === "number") return cell;
  const text = cellText(cell).replace(/[₹,\s]|^rs\.?/gi, "");
  return text === "" ? 0 : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export interface CheckedSheet {
  rows: number;
  students: StudentSheetRow[];
  issues: ImportIssue[];
}

const REQUIRED_COLUMNS: readonly StudentSheetField[] = ["name", "phoneNumber"];

/** "12", " 12 " and a number cell 12 are one roll number; so are "A-3" and "a-3". */
export function rollNumberKey(rollNumber: string): string {
  return rollNumber.normalize("NFC").toLowerCase().replace(/\s+/g, "");
}

/**
 * Checks every row of a sheet (first row = headers) with the student form's rules and lists each
 * problem as sheet row + field + message, with the row's student name and the cell's value. Blank
 * rows are skipped; their numbers still count, so the row numbers are the ones the director sees in
 * Excel. A roll number is one student's within a ledger: one used twice in the file, or already by
 * a student of the ledger (`takenRollNumbers`, as `rollNumberKey` gives them), is a problem too.
 */
export function checkStudentSheet(
  sheet: readonly (readonly SheetCell[])[],
  takenRollNumbers: ReadonlySet<string> = new Set(),
): CheckedSheet {
  const [headers = [], ...body] = sheet;
  const columns = matchHeaders(headers);
  const missing = REQUIRED_COLUMNS.filter((field) => !columns.has(field));
  const dataRows = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cellText(cell) !== ""));
  if (missing.length > 0) {
    const issues = missing.map((field) => ({
      row: 1,
      field,
      message: `No “${STUDENT_SHEET_COLUMNS.find((c) => c.field === field)!.en}” column. ${REQUIRED_MESSAGE}`,
    }));
    return { rows: dataRows.length, students: [], issues };
  }
  const text = (cells: readonly SheetCell[], field: StudentSheetField): string => {
    const index = columns.get(field);
    return index === undefined ? "" : cellText(cells[index]);
  };
  const rowsByRoll = new Map<string, number>();
  for (const { cells } of dataRows) {
    const key = rollNumberKey(text(cells, "rollNumber"));
    if (key !== "") rowsByRoll.set(key, (rowsByRoll.get(key) ?? 0) + 1);
  }
  const students: StudentSheetRow[] = [];
  const issues: ImportIssue[] = [];
  for (const { cells, row } of dataRows) {
    const at = (field: StudentSheetField): SheetCell => {
      const index = columns.get(field);
      return index === undefined ? undefined : cells[index];
    };
    const name = text(cells, "name");
    const rowIssues: ImportIssue[] = [];
    const flag = (field: string, message: string) => {
      const value = columns.has(field as StudentSheetField) ? text(cells, field as StudentSheetField) : "";
      rowIssues.push({ row, field, message, ...(name ? { name } : {}), ...(value ? { value } : {}) });
    };
    const parsed = studentSheetRowSchema.safeParse({
      name,
      fatherName: text(cells, "fatherName"),
      motherName: text(cells, "motherName"),
      dateOfBirth: sheetDate(at("dateOfBirth")),
      rollNumber: text(cells, "rollNumber"),
      phoneNumber: text(cells, "phoneNumber"),
      address: text(cells, "address"),
      openingBalance: sheetAmount(at("openingBalance")),
    });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        if (seen.has(field)) continue;
        seen.add(field);
        flag(field, issue.message);
      }
    }
    const roll = rollNumberKey(text(cells, "rollNumber"));
    if (roll !== "" && !rowIssues.some((issue) => issue.field === "rollNumber")) {
      if ((rowsByRoll.get(roll) ?? 0) > 1) flag("rollNumber", ROLL_NUMBER_REPEATED_MESSAGE);
      else if (takenRollNumbers.has(roll)) flag("rollNumber", ROLL_NUMBER_TAKEN_MESSAGE);
    }
    if (parsed.success && rowIssues.length === 0) students.push(parsed.data);
    issues.push(...rowIssues);
  }
  return { rows: dataRows.length, students, issues };
}

/** The downloadable template's example row, in the template's language; the phone stays text. */
export const STUDENT_SHEET_EXAMPLE = {
  en: ["Aarav Sharma", "Suresh Sharma", "Sunita Sharma", "15/04/2012", "1", "9876543210", "Station Road", 1500],
  hi: ["आरव शर्मा", "सुरेश शर्मा", "सुनीता शर्मा", "15/04/2012", "1", "9876543210", "स्टेशन रोड", 1500],
} as const satisfies Record<"en" | "hi", readonly (string | number)[]>;
