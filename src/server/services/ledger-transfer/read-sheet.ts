import type { CellValue } from "exceljs";
import { zipSync } from "fflate";
import Papa from "papaparse";
import { MAX_SHEET_CELLS, MAX_SHEET_ROWS } from "../../../shared/api/ledger-transfer";
import type { SheetCell } from "../../../shared/rules/student-sheet";
import { detectFileKind } from "./detect-file-kind";
import { notASheet, tooManyCells, tooManyRows } from "./sheet-errors";
import { unzipSheetFile } from "./unzip-sheet-file";

/** The first worksheet of an .xlsx file, or a CSV file, as rows of cells (row 1 = headers). */
export async function readSheet(bytes: Uint8Array): Promise<SheetCell[][]> {
  switch (detectFileKind(bytes)) {
    case "xlsx":
      return readXlsx(bytes);
    case "csv":
      return readCsv(bytes);
    case "xls":
      throw notASheet(
        "Old Excel files (.xls) cannot be read. In Excel choose Save As → Excel Workbook (.xlsx), then upload that.",
      );
    case "other":
      throw notASheet();
  }
}

async function readXlsx(bytes: Uint8Array): Promise<SheetCell[][]> {
  // exceljs gets exactly the parts that were counted, stored unpacked: handed the upload, it would
  // inflate it anew, and a zip whose entries overlap can show it more than the count saw.
  const counted = zipSync(Object.fromEntries(unzipSheetFile(bytes)), { level: 0 });
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      Buffer.from(counted.buffer, counted.byteOffset, counted.byteLength) as unknown as ArrayBuffer,
    );
  } catch {
    throw notASheet();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notASheet();
  const rows: SheetCell[][] = [];
  let cells = 0;
  // Only the rows that exist, within the caps: row and column numbers come from the file, and one
  // cell at XFD1048576 would otherwise stand for a grid of 17 billion.
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber > MAX_SHEET_ROWS) throw tooManyRows();
    // exceljs numbers cells from 1; index 0 of `values` is always empty.
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    cells += values.length;
    if (cells > MAX_SHEET_CELLS) throw tooManyCells();
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

async function readCsv(bytes: Uint8Array): Promise<SheetCell[][]> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Excel's plain "CSV" is saved in the Windows code page; Hindi needs "CSV UTF-8", but English still reads.
    // Not TextDecoder: since Node 20.18.3 it reads 0x80–0x9F (’ – €) as control characters (nodejs/node#60888).
    // Loaded only then: iconv-lite's tables are ~0.5 MB.
    const { default: iconv } = await import("iconv-lite");
    text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), "windows-1252");
  }
  // Row by row in 64 KB chunks, stopping at the caps: 5 MB of line breaks would otherwise be split
  // whole, six times over while the delimiter is guessed (1.3 s), and kept as 5 million rows (~0.4 GB).
  const rows: string[][] = [];
  let cells = 0;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    skipEmptyLines: false,
    chunkSize: 64 * 1024,
    step: ({ data }, parser) => {
      rows.push(data);
      cells += data.length;
      if (rows.length > MAX_SHEET_ROWS || cells > MAX_SHEET_CELLS) parser.abort();
    },
  });
  if (rows.length > MAX_SHEET_ROWS) throw tooManyRows();
  if (cells > MAX_SHEET_CELLS) throw tooManyCells();
  if (rows.length === 0) throw notASheet("The file is empty.");
  return rows;
}
