/** One sheet of a workbook: a bold header row, then rows of plain values. */
export interface SheetData {
  name: string;
  headers: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/**
 * An .xlsx file from sheets of plain values. Text stays text (a phone number never turns into
 * 9.88E+09), numbers stay numbers so Excel can sum them.
 */
export async function writeWorkbook(sheets: readonly SheetData[]): Promise<Uint8Array> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Bahi";
  for (const data of sheets) {
    const sheet = workbook.addWorksheet(data.name, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.addRow([...data.headers]).font = { bold: true };
    for (const row of data.rows) sheet.addRow([...row]);
    sheet.columns.forEach((column, index) => {
      const longest = Math.max(
        data.headers[index]!.length,
        ...data.rows.slice(0, 200).map((row) => String(row[index] ?? "").length),
      );
      column.width = Math.min(40, Math.max(10, longest + 2));
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
