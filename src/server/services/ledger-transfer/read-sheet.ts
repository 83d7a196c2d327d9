import type { CellValue } from "exceljs";
import Papa from "papaparse";
import type { SheetCell } from "../../../shared/rules/student-sheet";
import { ServiceError } from "../errors";
import { errorCodes } from "../../../shared/api/envelope";

const NOT_A_SHEET = "This file is not a spreadsheet. Upload an Excel (.xlsx) or CSV file.";

function notASheet(message = NOT_A_SHEET): ServiceError {
  return new ServiceError(400, errorCodes.VALIDATION, message);
}

/**
 * The first worksheet of an .xlsx file, or a CSV file, as rows of cells (row 1 = headers). The
 * kind is told by the bytes, not the file name: an .xlsx is a zip file; a CSV is text.
 */
export async function readSheet(bytes: Uint8Array): Promise<SheetCell[][]> {
  if (isZip(bytes)) return readXlsx(bytes);
  if (isOldExcel(bytes))
    throw notASheet(
      "Old Excel files (.xls) cannot be read. In Excel choose Save As → Excel Workbook (.xlsx), then upload that.",
    );
  return readCsv(bytes);
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function isOldExcel(bytes: Uint8Array): boolean {
  return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

async function readXlsx(bytes: Uint8Array): Promise<SheetCell[][]> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw notASheet();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notASheet();
  const rows: SheetCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    // exceljs numbers cells from 1; index 0 of `values` is always empty.
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[rowNumber - 1] = Array.from(values, (value) => xlsxCell(value as CellValue));
  });
  return Array.from(rows, (row) => row ?? []);
}

/** Rich text, hyperlinks and formulas carry their text or result inside an object. */
function xlsxCell(value: CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || value instanceof Date) return value;
  if (typeof value === "boolean") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("hyperlink" in value) return value.text;
  if ("result" in value)
    return value.result === undefined || (typeof value.result === "object" && !(value.result instanceof Date))
      ? null
      : (value.result as SheetCell);
  return null;
}

function readCsv(bytes: Uint8Array): SheetCell[][] {
  if (bytes.includes(0)) throw notASheet();
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Excel's plain "CSV" is saved in the Windows code page; Hindi needs "CSV UTF-8", but English still reads.
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  if (parsed.data.length === 0) throw notASheet("The file is empty.");
  return parsed.data;
}
