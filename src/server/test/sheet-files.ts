import { crc32, constants, deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { unzipSync, Zip, ZipDeflate, zipSync, type ZipInputFile } from "fflate";

type Cell = string | number | Date | null;

/** A CSV file as a director's spreadsheet program would save it (quoted where needed). */
export function csvFile(rows: readonly (readonly Cell[])[], name = "students.csv"): File {
  const quote = (cell: Cell) => {
    const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : cell === null ? "" : String(cell);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return new File([rows.map((row) => row.map(quote).join(",")).join("\r\n")], name, { type: "text/csv" });
}

/** An .xlsx file with one sheet; Date cells are real Excel dates, numbers real numbers. */
export async function xlsxFile(rows: readonly (readonly Cell[])[], name = "students.xlsx"): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Students");
  for (const row of rows) sheet.addRow([...row]);
  return new File([new Uint8Array(await workbook.xlsx.writeBuffer())], name);
}

/** The sheets of an .xlsx response as rows of plain cell values (row 1 = headers). */
export async function readWorkbook(bytes: ArrayBuffer): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return new Map(
    workbook.worksheets.map((sheet) => [
      sheet.name,
      sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (Array.isArray(row) ? row.slice(1) : [])),
    ]),
  );
}

export function upload(file: Blob, name?: string): FormData {
  const form = new FormData();
  form.set("file", file, name);
  return form;
}

const SHEET_PART = "xl/worksheets/sheet1.xml";
const SHEET_XML_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_XML_END = "</sheetData></worksheet>";
const NAME_HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>';

/** The parts of a real one-sheet workbook, to dress hand-made sheet XML in. */
async function workbookParts(): Promise<Record<string, Uint8Array>> {
  return unzipSync(new Uint8Array(await (await xlsxFile([["Name"]])).arrayBuffer()));
}

/** An .xlsx whose sheet holds a Name header and then exactly `sheetData` (rows and cells as written). */
export async function xlsxWithSheetData(sheetData: string, name = "students.xlsx"): Promise<File> {
  const parts = await workbookParts();
  parts[SHEET_PART] = new TextEncoder().encode(SHEET_XML_START + NAME_HEADER_ROW + sheetData + SHEET_XML_END);
  return new File([zipSync(parts)], name);
}

/**
 * A zip bomb dressed as an .xlsx: a real one-sheet workbook whose sheet XML holds `filler` repeated
 * to about `unpackedBytes`. ~1 MB of filler is deflated once, ending on a sync flush, and that segment
 * repeated (each copy is a whole run of blocks, so the copies form one valid stream): 600 MB of sheet
 * from ~0.6 MB, built in about a second. `declaredBytes` is the size the zip states for the sheet;
 * give less to make it lie.
 */
export async function zipBombXlsx({
  filler,
  unpackedBytes,
  declaredBytes,
}: {
  filler: string;
  unpackedBytes: number;
  declaredBytes?: number;
}): Promise<File> {
  const prefix = Buffer.from(SHEET_XML_START + NAME_HEADER_ROW);
  const suffix = Buffer.from(SHEET_XML_END);
  const block = Buffer.from(filler.repeat(Math.max(1, Math.floor(2 ** 20 / filler.length))));
  const copies = Math.max(1, Math.round(unpackedBytes / block.length));
  const flushed = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
  const segments = [
    deflateRawSync(prefix, flushed),
    ...Array<Buffer>(copies).fill(deflateRawSync(block, flushed)),
    deflateRawSync(suffix),
  ];
  let crc = crc32(prefix);
  for (let i = 0; i < copies; i++) crc = crc32(block, crc);
  crc = crc32(suffix, crc);
  const size = prefix.length + copies * block.length + suffix.length;

  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, data] of Object.entries(await workbookParts())) {
    if (name === SHEET_PART) {
      // Bytes already deflated go in as they are: fflate takes any stream that states its own sizes.
      const sheet: ZipInputFile = { filename: name, compression: 8, size: declaredBytes ?? size, crc };
      zip.add(sheet);
      segments.forEach((segment, i) => sheet.ondata!(null, new Uint8Array(segment), i === segments.length - 1));
    } else {
      const part = new ZipDeflate(name);
      zip.add(part);
      part.push(data, true);
    }
  }
  zip.end();
  return new File(chunks as BlobPart[], "students.xlsx");
}
