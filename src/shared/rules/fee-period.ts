import { z } from "zod";
import { sessionYearOf } from "./session-year";

/**
 * What a Dues charge is "for" in time: a month ("2025-11"), a quarter ("2025-26/Q1"…"Q4") or a term
 * ("2025-26/T1"…"T12") of a session, or null for a one-off. The one rule for manual charges and plan
 * postings alike, because "already charged" is the (student, head, period) key of the database.
 */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const INSTALMENT = /^(\d{4})-(\d{2})\/(Q[1-4]|T(?:[1-9]|1[0-2]))$/;

export const FEE_PERIOD_MESSAGE = 'A period is a month ("2025-11"), a quarter ("2025-26/Q1") or a term ("2025-26/T1")';

export function isValidFeePeriod(value: string): boolean {
  const month = MONTH.exec(value);
  if (month) return Number(month[1]) >= 1900;
  const instalment = INSTALMENT.exec(value);
  return !!instalment && Number(instalment[1]) >= 1900 && (Number(instalment[1]) + 1) % 100 === Number(instalment[2]);
}

/** A period field: valid as above, or null (a one-off charge). */
export const feePeriodSchema = z.string().trim().refine(isValidFeePeriod, FEE_PERIOD_MESSAGE).nullable();

/** Whether a date (YYYY-MM-DD) falls in a ledger's session "2025-26" (April 2025 – March 2026). */
export function isDateInSession(date: string, sessionYear: string): boolean {
  return sessionYearOf(date) === sessionYear;
}
