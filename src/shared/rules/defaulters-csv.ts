import type { Defaulter } from "../api/dues";

export type CsvLanguage = "en" | "hi";

const HEADERS: Record<CsvLanguage, string[]> = {
  en: ["Name", "Ledger", "Phone", "Outstanding (₹)", "Last payment", "Last reminded"],
  hi: ["नाम", "बही", "फ़ोन", "बकाया (₹)", "अंतिम भुगतान", "अंतिम अनुस्मारक"],
};

/**
 * The defaulters as a table, one format-neutral source for the CSV and the .xlsx: the outstanding
 * amount stays a number (a workbook can sum it), dates are `YYYY-MM-DD`, a missing date is null.
 */
export function defaultersTable(rows: Defaulter[], language: CsvLanguage = "en") {
  return {
    headers: HEADERS[language],
    rows: rows.map(
      (r) =>
        [
          r.name,
          r.ledgerName,
          r.phoneNumber,
          r.outstanding,
          r.lastPaymentDate,
          r.lastRemindedAt?.slice(0, 10) ?? null,
        ] as const,
    ),
  };
}

/** RFC 4180 quoting; a leading =, +, - or @ is defused so a spreadsheet never runs a name as a formula. */
function cell(value: string | number | null): string {
  let text = value === null ? "" : typeof value === "number" ? value.toFixed(2) : value;
  if (typeof value === "string" && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The defaulters as CSV with a byte-order mark, which is what makes Excel read Hindi as UTF-8. */
export function defaultersCsv(rows: Defaulter[], language: CsvLanguage = "en"): string {
  const table = defaultersTable(rows, language);
  const lines = [table.headers, ...table.rows];
  return `\uFEFF${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}
