import type { DocumentLanguage } from "../../../documents/language";
import type { DayBookFilters } from "../../../shared/api/day-book";
import type { Database } from "../../db/database";
import type { ExportFile } from "../ledger-transfer/export-ledger";
import { writeWorkbook } from "../ledger-transfer/write-workbook";
import { dayBookFileName } from "../../../shared/rules/day-book-file-name";
import { getWholeDayBook } from "./get-day-book";
import { NOT_SETTLED } from "./day-book-totals";
import { dayBookLabels } from "../../../documents/day-book/day-book-labels";

export type DayBookLanguage = DocumentLanguage;

/**
 * The sheet's own words; the modes and the totals' headings are the PDF's (documents/day-book), so a
 * heading reads the same in the file, on paper and on screen.
 */
const SHEET = {
  en: {
    headers: ["Date", "Time", "Number", "Kind", "Student", "Class", "Mode", "Amount (₹)", "By"],
    kind: { receipt: "Receipt", cancellation: "Cancelled", refund: "Refund" },
  },
  hi: {
    headers: ["तारीख", "समय", "क्रमांक", "प्रकार", "विद्यार्थी", "कक्षा", "माध्यम", "राशि (₹)", "किसने"],
    kind: { receipt: "रसीद", cancellation: "रद्द", refund: "धनवापसी" },
  },
} as const;

const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit" });

/**
 * The day book as one sheet: every entry of the range in time order (no pages), then the totals
 * under them. The figures are the JSON day book's own (the same queries), so the file and the screen never disagree;
 * amounts stay numbers so the sheet can be summed.
 */
export async function exportDayBook(
  db: Database,
  schoolId: string,
  query: DayBookFilters,
  language: DayBookLanguage,
): Promise<ExportFile> {
  const book = await getWholeDayBook(db, schoolId, query);
  const l = { ...dayBookLabels(language), ...SHEET[language] };
  const amountColumn = l.headers.length - 2;
  const total = (section: string, name: string, amount: number) => {
    const row: (string | number)[] = [section, name, ...Array<string>(amountColumn - 2).fill("")];
    row.push(amount);
    return row;
  };
  const rows: (string | number)[][] = book.entries.map((e) => [
    e.date,
    TIME.format(new Date(e.at)),
    e.number ?? "",
    l.kind[e.kind],
    e.studentName,
    e.ledgerName,
    l.modes[e.paymentMode ?? "none"],
    e.amount,
    e.byName,
  ]);
  const { totals } = book;
  rows.push([]);
  for (const mode of ["cash", "upi", "cheque", "bank", "none"] as const)
    rows.push(total(l.byMode, l.modes[mode], totals.byMode[mode]));
  for (const user of totals.byUser) rows.push(total(l.byUser, user.name, user.amount));
  for (const head of totals.byHead)
    rows.push(
      total(l.byHead, head.feeHeadId === null && head.name === NOT_SETTLED ? l.notSettled : head.name, head.amount),
    );
  rows.push(total(l.net, "", totals.net));
  return {
    fileName: dayBookFileName(book, "xlsx"),
    bytes: await writeWorkbook([{ name: l.title, headers: l.headers, rows }]),
  };
}
