import { paiseToRupees, rupeesToPaise } from "../money";
import { isCalendarDate } from "./calendar-date";

/** SPEC §9: a slip box is 60 mm, plus 6 mm per fee line, plus 6 mm when money was received. */
export const SLIP_BASE_HEIGHT_MM = 60;
export const SLIP_LINE_HEIGHT_MM = 6;

export function slipBoxHeightMm(feeLines: number, totalReceived: number): number {
  return SLIP_BASE_HEIGHT_MM + SLIP_LINE_HEIGHT_MM * feeLines + (totalReceived > 0 ? SLIP_LINE_HEIGHT_MM : 0);
}

/** Balance = sum of the fee lines − money received, computed in paise so it is exact. */
export function slipBalance(fees: readonly { amount: number }[], totalReceived: number): number {
  const due = fees.reduce((sum, fee) => sum + rupeesToPaise(fee.amount), 0n);
  return paiseToRupees(due - rupeesToPaise(totalReceived));
}

export function slipFeesTotal(fees: readonly { amount: number }[]): number {
  return paiseToRupees(fees.reduce((sum, fee) => sum + rupeesToPaise(fee.amount), 0n));
}

/** The due date is the slip date plus the school's due days, as a calendar date. */
export function addDays(date: string, days: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/**
 * Slip numbers are the date plus the student's per-school serial ("251122-0042"): unique in the
 * school, the same for the same student on the same day, and short enough to read over the phone.
 */
export function slipNumber(date: string, studentSerial: number): string {
  return `${slipNumberPrefix(date)}${String(studentSerial).padStart(SLIP_SERIAL_DIGITS, "0")}`;
}

/** The serial is zero-padded to at least this many digits (longer serials are written in full). */
export const SLIP_SERIAL_DIGITS = 4;

/** The date part of every slip number of that day, "251122-"; the server's SQL appends the padded serial. */
export function slipNumberPrefix(date: string): string {
  return `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}-`;
}

/** A student "owes" when the slip's balance is above zero; ₹0.00 slips ("Rupees Zero Only") need no paper. */
export function slipOwesMoney(slip: {
  readonly feesDetails: readonly { amount: number }[];
  readonly totalMoneyReceive: number;
}): boolean {
  return slipBalance(slip.feesDetails, slip.totalMoneyReceive) > 0;
}
