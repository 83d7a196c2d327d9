import { sessionMonths } from "./receipt-number";

/** When a fee plan charges: on one day of every month (1–28, so every month has it), or once on a date. */
export type FeeSchedule = { schedule: "monthly"; dayOfMonth: number } | { schedule: "once"; dueDate: string };

/**
 * One charge of a plan: `period` is the key that makes it happen at most once per student — "YYYY-MM"
 * for a monthly plan, the date itself for a one-off — and `dueDate` is the date the Dues row carries.
 */
export interface FeePeriod {
  period: string;
  dueDate: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "YYYY-MM" with a real month. */
export function isMonth(value: string): boolean {
  return MONTH.test(value) && Number(value.slice(0, 4)) >= 1900;
}

/** The month ("YYYY-MM") a period belongs to, for either kind of period. */
export function monthOfPeriod(period: string): string {
  return period.slice(0, 7);
}

/** What a plan charges for `month` when posted by hand: the monthly charge, or a one-off dated in that month. */
export function periodInMonth(plan: FeeSchedule, month: string): FeePeriod | null {
  if (plan.schedule === "monthly")
    return { period: month, dueDate: `${month}-${String(plan.dayOfMonth).padStart(2, "0")}` };
  return monthOfPeriod(plan.dueDate) === month ? { period: plan.dueDate, dueDate: plan.dueDate } : null;
}

/**
 * What the schedule posts by itself by `today`: a monthly plan's due dates from the day it was saved
 * (`startsOn`; it never charges months before it existed) within its ledger's session (`sessionYear`,
 * April–March, so last year's class stops being charged when the school moves to the next session);
 * a one-off's date once it has come.
 */
export function scheduledPeriods(
  plan: FeeSchedule,
  { startsOn, sessionYear, today }: { startsOn: string; sessionYear: string; today: string },
): FeePeriod[] {
  if (plan.schedule === "once") return plan.dueDate <= today ? [{ period: plan.dueDate, dueDate: plan.dueDate }] : [];
  return sessionMonths(sessionYear)
    .map((month) => periodInMonth(plan, month)!)
    .filter(({ dueDate }) => dueDate >= startsOn && dueDate <= today);
}

/** Periods of a session sort between these two strings: "2025-04" ≤ "2025-04" / "2025-04-15" < "2026-04". */
export function sessionPeriodBounds(sessionYear: string): { from: string; before: string } {
  const start = Number(sessionYear.slice(0, 4));
  return { from: `${start}-04`, before: `${start + 1}-04` };
}
