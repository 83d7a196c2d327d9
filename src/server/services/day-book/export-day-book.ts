import type { DayBookQuery } from "../../../shared/api/day-book";
import type { Database } from "../../db/database";
import type { ExportFile } from "../ledger-transfer/export-ledger";
import { writeWorkbook } from "../ledger-transfer/write-workbook";
import { dayBookFileName } from "../../../shared/rules/day-book-file-name";
import { getDayBook } from "./get-day-book";
import { NOT_SETTLED } from "./day-book-totals";

export type DayBookLanguage = "en" | "hi";

const LABELS = {
  en: {
    sheet: "Day book",
    headers: ["Date", "Time", "Number", "Kind", "Student", "Class", "Mode", "Amount (₹)", "By"],
    kind: { receipt: "Receipt", cancellation: "Cancelled", refund: "Refund" },
    mode: { cash: "Cash", upi: "UPI", cheque: "Cheque", bank: "Bank", none: "Not stated" },
    byMode: "Total by mode",
    byUser: "Total by person",
    byHead: "Total by head",
    net: "Net",
    notSettled: "Not settled (advance)",
  },
  hi: {
    sheet: "रोकड़ बही",
    headers: ["तारीख", "समय", "क्रमांक", "प्रकार", "विद्यार्थी", "कक्षा", "माध्यम", "राशि (₹)", "किसने"],
    kind: { receipt: "रसीद", cancellation: "रद्द", refund: "धनवापसी" },
    mode: { cash: "नकद", upi: "UPI", cheque: "चेक", bank: "बैंक", none: "नहीं बताया" },
    byMode: "माध्यम अनुसार कुल",
    byUser: "व्यक्ति अनुसार कुल",
    byHead: "मद अनुसार कुल",
    net: "शुद्ध",
    notSettled: "समायोजित नहीं (अग्रिम)",
  },
} as const;

const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit" });

/**
 * The day book as one sheet: the entries in time order, then the totals under them. The figures are
 * the JSON day book's own (one service, one query), so the file and the screen never disagree;
 * amounts stay numbers so the sheet can be summed.
 */
export async function exportDayBook(
  db: Database,
  schoolId: string,
  query: DayBookQuery,
  language: DayBookLanguage,
): Promise<ExportFile> {
  const book = await getDayBook(db, schoolId, query);
  const l = LABELS[language];
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
    l.mode[e.paymentMode ?? "none"],
    e.amount,
    e.byName,
  ]);
  const { totals } = book;
  rows.push([]);
  for (const mode of ["cash", "upi", "cheque", "bank", "none"] as const)
    rows.push(total(l.byMode, l.mode[mode], totals.byMode[mode]));
  for (const user of totals.byUser) rows.push(total(l.byUser, user.name, user.amount));
  for (const head of totals.byHead)
    rows.push(
      total(l.byHead, head.feeHeadId === null && head.name === NOT_SETTLED ? l.notSettled : head.name, head.amount),
    );
  rows.push(total(l.net, "", totals.net));
  return {
    fileName: dayBookFileName(book, "xlsx"),
    bytes: await writeWorkbook([{ name: l.sheet, headers: l.headers, rows }]),
  };
}
