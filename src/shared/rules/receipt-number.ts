/**
 * Receipts are numbered per school and per Indian financial session, April to March: a payment on
 * 2026-03-31 belongs to "2025-26", one on 2026-04-01 to "2026-27".
 */
export function sessionOfDate(calendarDate: string): string {
  const year = Number(calendarDate.slice(0, 4));
  const month = Number(calendarDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "2025-26/0001": four digits at least, so receipt books sort as numbers until 9,999 a session. */
export function formatReceiptNo(session: string, number: number): string {
  return `${session}/${String(number).padStart(4, "0")}`;
}

/** "2025-26/R0001": refunds have their own series per school and session, told apart by the R. */
export function formatRefundNo(session: string, number: number): string {
  return `${session}/R${String(number).padStart(4, "0")}`;
}

/** The session's months as "YYYY-MM", April first. */
export function sessionMonths(session: string): string[] {
  const start = Number(session.slice(0, 4));
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((i + 3) % 12) + 1;
    const year = month >= 4 ? start : start + 1;
    return `${year}-${String(month).padStart(2, "0")}`;
  });
}
