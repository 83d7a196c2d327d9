import { createHash } from "node:crypto";
import type { StatementColumns } from "../../../shared/api/bank-statement";
import { isCalendarDate } from "../../../shared/rules/calendar-date";
import { sheetDate } from "../../../shared/rules/sheet-date";
import type { SheetCell } from "../../../shared/rules/student-sheet";
import { ServiceError } from "../errors";
import { errorCodes } from "../../../shared/api/envelope";

/** One credit line of a statement, before matching. */
export interface StatementCredit {
  date: string;
  amountPaise: bigint;
  reference: string | null;
  narration: string;
  /** What the registry keeps for it: the reference, else the line itself (date, amount, narration, nth). */
  key: string;
}

type Field = keyof StatementColumns;

/** Hindi words for a transaction ("लेनदेन", "लेन-देन", "ट्रांजैक्शन") before a date header. */
const HI_TXN = "(लेन ?-?देन|ट्रांजैक्शन|संव्यवहार)( की)?";
/** Hindi date words: दिनांक, तारीख (or तारीख़, its nukta composed or not), तिथि. */
const HI_DATE = "(दिनांक|तारी(ख|\\u0959)\\u093C?|तिथि)";
/** Hindi rupee marks after an amount header: (₹), (रु.), (रुपये), (INR). */
const HI_RUPEES = "( ?\\(?(₹|रु|रुपये|रुपए|inr) ?\\)?)?";

/**
 * Header words of Indian banks' and UPI business apps' statements (SBI, HDFC, ICICI, Axis, Kotak,
 * PhonePe/Paytm/GPay business exports), in English and as the banks' Hindi statements print them
 * (दिनांक / तारीख, जमा / क्रेडिट, विवरण, संदर्भ / यूटीआर), tried in order: the first pattern that
 * finds a column wins.
 */
const HEADER_PATTERNS: Record<Field, RegExp[]> = {
  date: [
    /^(txn|tran|transaction) ?date$/,
    /^date$/,
    new RegExp(`^${HI_TXN} ${HI_DATE}$`),
    new RegExp(`^${HI_DATE}$`),
    /^(posting|book|value) ?date$/,
    /date/,
    new RegExp(HI_DATE),
  ],
  amount: [
    /^(credit|deposit|deposits|cr)( ?amo?u?n?t)?( ?\(?(inr|rs|₹)\)?)?$/,
    new RegExp(`^(जमा|क्रेडिट)( ?राशि)?${HI_RUPEES}$`),
    /credit|deposit|paid in|received/,
    /जमा|क्रेडिट|प्राप्त/,
    /^(txn |transaction )?amount( ?\(?(inr|rs|₹)\)?)?$/,
    new RegExp(`^(${HI_TXN} )?(राशि|रकम)${HI_RUPEES}$`),
  ],
  narration: [/narration/, /description/, /particulars/, /remarks/, /details/, /विवरण|ब्यौरा|ब्योरा|टिप्पणी/],
  reference: [
    /utr/,
    /यूटीआर/,
    /rrn/,
    /(chq|cheque|ref)\b.*(no|number)|^ref(erence)?( no| number| id)?$|^chq ?no$/,
    /संदर्भ|चेक ?(सं|नं|संख्या)/,
    /(transaction|txn|upi) ?(id|ref)/,
  ],
};
/** A debit column, never the credit amount, in English or Hindi (नामे, डेबिट, निकासी). */
const DEBIT_HEADER = /debit|withdraw|नामे|डेबिट|निकासी/;
/** A column saying whether a line is a credit, for statements with one amount column (Cr / Dr). */
const TYPE_HEADER =
  /^(type|dr ?\/ ?cr|cr ?\/ ?dr|txn type|transaction type|debit ?\/ ?credit|credit ?\/ ?debit|(लेन ?-?देन का )?प्रकार|जमा ?\/ ?नामे|नामे ?\/ ?जमा)$/;
/** A credit line's word in that column: Cr, C, Credit; जमा, क्रेडिट. */
const CREDIT_WORD = /^(cr|c|credit|जमा|क्रेडिट)\.?$/i;

function headerText(cell: SheetCell): string {
  return cellText(cell).toLowerCase().replace(/[._:]/g, " ").replace(/\s+/g, " ").trim();
}

export function cellText(cell: SheetCell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** The guessed column of each field in a header row, by the patterns above; a column serves one field. */
export function detectColumns(headers: readonly string[]): StatementColumns {
  const texts = headers.map((h) => headerText(h));
  const taken = new Set<number>();
  const found: StatementColumns = { date: null, amount: null, narration: null, reference: null };
  for (const field of ["date", "narration", "amount", "reference"] as const) {
    for (const pattern of HEADER_PATTERNS[field]) {
      const index = texts.findIndex(
        (text, i) =>
          !taken.has(i) && text !== "" && pattern.test(text) && !(field === "amount" && DEBIT_HEADER.test(text)),
      );
      if (index >= 0) {
        taken.add(index);
        found[field] = headers[index]!;
        break;
      }
    }
  }
  return found;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** Statement dates: DD/MM/YYYY, DD-MM-YY, "01 Nov 2025", "01-Nov-25", ISO, Excel dates; null otherwise. */
export function statementDate(cell: SheetCell): string | null {
  const text = typeof cell === "string" ? cell.trim().replace(/\s+\d{1,2}:\d{2}(:\d{2})?(\s*[ap]m)?$/i, "") : cell;
  const named = typeof text === "string" ? /^(\d{1,2})[\s/-]([a-z]{3})[a-z]*[\s/,-]+(\d{2}|\d{4})$/i.exec(text) : null;
  const short = typeof text === "string" ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})$/.exec(text) : null;
  let date: string;
  if (named) {
    const month = MONTHS.indexOf(named[2]!.toLowerCase()) + 1;
    if (month === 0) return null;
    const year = named[3]!.length === 2 ? `20${named[3]}` : named[3]!;
    date = `${year}-${String(month).padStart(2, "0")}-${named[1]!.padStart(2, "0")}`;
  } else if (short) {
    date = `20${short[3]}-${short[2]!.padStart(2, "0")}-${short[1]!.padStart(2, "0")}`;
  } else {
    date = sheetDate(text);
  }
  return isCalendarDate(date) ? date : null;
}

/** "1,200.50", "₹ 1200", "1200.5 Cr", 1200.5 → paise; anything else (blank, "-", a debit) → null. */
export function statementPaise(cell: SheetCell): bigint | null {
  if (typeof cell === "number") return Number.isFinite(cell) && cell > 0 ? BigInt(Math.round(cell * 100)) : null;
  const text = cellText(cell)
    .replace(/₹|rs\.?|inr|cr\.?$/gi, "")
    .replace(/[,\s]/g, "");
  const parts = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!parts) return null;
  const paise = BigInt(parts[1]!) * 100n + BigInt((parts[2] ?? "").padEnd(2, "0"));
  return paise > 0n ? paise : null;
}

/** A 12-digit UPI reference inside a narration ("UPI/CR/334455667788/RAHUL/…"), else null. */
export function utrInNarration(narration: string): string | null {
  return /(?:^|\D)(\d{12})(?:\D|$)/.exec(narration)?.[1] ?? null;
}

export function normalReference(text: string): string | null {
  const reference = text.replace(/\s/g, "").toUpperCase();
  return /^[A-Z0-9][A-Z0-9/-]{5,59}$/.test(reference) && !/^0+$/.test(reference) ? reference : null;
}

/**
 * What the reference registry keeps for a credit: its reference, else the line itself — date, amount,
 * narration and its place among identical lines (`seen` counts them), so a re-uploaded statement
 * finds every line it recorded before.
 */
export function creditKey(
  seen: Map<string, number>,
  date: string,
  amountPaise: bigint,
  reference: string | null,
  narration: string,
): string {
  if (reference) return reference;
  const line = `line:${date}:${amountPaise}:${createHash("sha256").update(narration).digest("hex").slice(0, 16)}`;
  const nth = (seen.get(line) ?? 0) + 1;
  seen.set(line, nth);
  return `${line}:${nth}`;
}

const HEADER_SEARCH_ROWS = 40;

function noColumns(message: string): ServiceError {
  return new ServiceError(400, errorCodes.VALIDATION, message, [{ path: "columns", message }]);
}

/**
 * The credits of a statement: the header row is the first (of the first 40) where a date and an
 * amount column are found — banks put account details above it — and `override` names any column
 * the guess got wrong. Lines without a date or a credit amount (debits, balances, footers) are left out.
 */
export function readStatement(
  rows: SheetCell[][],
  override: Partial<StatementColumns> = {},
): { headers: string[]; columns: StatementColumns; credits: StatementCredit[] } {
  let headerRow = -1;
  let columns: StatementColumns = { date: null, amount: null, narration: null, reference: null };
  let headers: string[] = [];
  for (let r = 0; r < Math.min(rows.length, HEADER_SEARCH_ROWS); r++) {
    const texts = (rows[r] ?? []).map(cellText);
    const names = new Set(texts.filter(Boolean));
    const overridden = Object.values(override).some((name) => name && names.has(name));
    const guess = detectColumns(texts);
    if ((guess.date && guess.amount) || overridden) {
      headerRow = r;
      headers = texts;
      columns = { ...guess, ...Object.fromEntries(Object.entries(override).filter(([, v]) => v !== undefined)) };
      break;
    }
  }
  if (headerRow < 0) throw noColumns("No header row with a date and a credit amount column was found.");
  const at = (name: string | null) => (name === null ? -1 : headers.indexOf(name));
  const dateAt = at(columns.date);
  const amountAt = at(columns.amount);
  if (dateAt < 0 || amountAt < 0) throw noColumns("Choose the date and the credit amount columns.");
  const narrationAt = at(columns.narration);
  const referenceAt = at(columns.reference);
  const typeAt = headers.findIndex((h) => TYPE_HEADER.test(headerText(h)));
  const seen = new Map<string, number>();
  const credits: StatementCredit[] = [];
  for (const row of rows.slice(headerRow + 1)) {
    const date = statementDate(row[dateAt]);
    const amountPaise = statementPaise(row[amountAt]);
    if (!date || amountPaise === null) continue;
    if (typeAt >= 0 && typeAt !== amountAt && !CREDIT_WORD.test(cellText(row[typeAt]))) continue;
    const narration = narrationAt >= 0 ? cellText(row[narrationAt]).slice(0, 500) : "";
    const reference =
      (referenceAt >= 0 ? normalReference(cellText(row[referenceAt])) : null) ?? utrInNarration(narration);
    credits.push({
      date,
      amountPaise,
      reference,
      narration,
      key: creditKey(seen, date, amountPaise, reference, narration),
    });
  }
  return { headers, columns, credits };
}
