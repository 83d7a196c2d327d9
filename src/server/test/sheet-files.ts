import ExcelJS from "exceljs";

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
