/** Session years as pure functions, zod-free: the header of every page reads them (decision 0031). */

/** "2025-26": an Indian academic session, where the second year must follow the first. */
export function isValidSessionYear(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return false;
  const first = Number(match[1]);
  return first >= 1900 && (first + 1) % 100 === Number(match[2]);
}

/** The session a calendar date (YYYY-MM-DD) falls in: Indian sessions run April to March. */
export function sessionYearOf(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
}

/**
 * "2025-2026" → "2025-26": a director may type the second year in full; the session is stored in
 * one form so ledgers, slips and filters match. Anything else is returned as it came.
 */
export function normaliseSessionYear(value: string): string {
  const match = /^(\d{4})\s*-\s*(\d{4})$/.exec(value.trim());
  if (!match || Number(match[2]) !== Number(match[1]) + 1) return value;
  return `${match[1]}-${match[2]!.slice(2)}`;
}

/**
 * A ledger's name with its session, the session said once: "Class 5, 2025-26", but "Class 5 2025-26"
 * alone when the name already holds it (in either the short or the full "2025-2026" form).
 */
export function ledgerWithSession(ledgerName: string, sessionYear: string): string {
  return namesSession(ledgerName, sessionYear) || !sessionYear ? ledgerName : `${ledgerName}, ${sessionYear}`;
}

/** Whether a ledger's name already holds its session, short ("2025-26") or full ("2025-2026"). */
export function namesSession(ledgerName: string, sessionYear: string): boolean {
  if (!sessionYear) return false;
  const first = /^(\d{4})-\d{2}$/.exec(sessionYear)?.[1];
  const longForm = first ? `${first}-${Number(first) + 1}` : sessionYear;
  return ledgerName.includes(sessionYear) || ledgerName.includes(longForm);
}
