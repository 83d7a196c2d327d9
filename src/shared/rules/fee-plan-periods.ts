import { sessionMonths } from "./receipt-number";
import { sessionYearOf } from "./session-year";

/** An instalment of a "terms" plan: "Term 1" due on a date. */
export interface FeePlanTerm {
  label: string;
  dueDate: string;
}

/**
 * When a fee plan charges: on one day (1–28, so every month has it) of every month or of every
 * quarter's first month (April, July, October, January), on each term's date, or once on a date.
 */
export type FeeSchedule =
  | { schedule: "monthly"; dayOfMonth: number }
  | { schedule: "quarterly"; dayOfMonth: number }
  | { schedule: "terms"; terms: FeePlanTerm[] }
  | { schedule: "once"; dueDate: string };

/**
 * One charge of a plan: `period` is the key that makes it happen at most once per student — "YYYY-MM"
 * for a month, "2025-26/Q1" for a quarter, "2025-26/T1" for a term, the date itself for a one-off —
 * and `dueDate` is the date the Dues row carries (late fines count from it).
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

/** The month ("YYYY-MM") a date or month period belongs to. */
export function monthOfPeriod(period: string): string {
  return period.slice(0, 7);
}

/** Whether a date or month ("2026-11") falls inside a session: April of its first year to March. */
export function isInSession(dateOrMonth: string, sessionYear: string): boolean {
  return sessionYearOf(monthOfPeriod(dateOrMonth) + "-01") === sessionYear;
}

/**
 * The Dues row's period for a plan's posting key: a one-off is no period of the year (null), so
 * only months, quarters and terms take part in "already charged".
 */
export function chargePeriodOf(plan: FeeSchedule, period: FeePeriod): string | null {
  return plan.schedule === "once" ? null : period.period;
}

const day = (month: string, dayOfMonth: number) => `${month}-${String(dayOfMonth).padStart(2, "0")}`;

/** Every period of the plan that falls inside the session, in date order; nothing outside it is ever posted. */
export function sessionPeriods(plan: FeeSchedule, sessionYear: string): FeePeriod[] {
  const months = sessionMonths(sessionYear);
  const periods: FeePeriod[] =
    plan.schedule === "monthly"
      ? months.map((month) => ({ period: month, dueDate: day(month, plan.dayOfMonth) }))
      : plan.schedule === "quarterly"
        ? [0, 3, 6, 9].map((first, i) => ({
            period: `${sessionYear}/Q${i + 1}`,
            dueDate: day(months[first]!, plan.dayOfMonth),
          }))
        : plan.schedule === "terms"
          ? // Numbered in the order the director listed them, so "T2" keeps meaning the second term.
            plan.terms.map((term, i) => ({ period: `${sessionYear}/T${i + 1}`, dueDate: term.dueDate }))
          : [{ period: plan.dueDate, dueDate: plan.dueDate }];
  return periods
    .filter(({ dueDate }) => isInSession(dueDate, sessionYear))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.period.localeCompare(b.period));
}

/** What a plan charges in `month` when posted by hand ("Post this month's fees"): its periods due that month. */
export function periodsInMonth(plan: FeeSchedule, sessionYear: string, month: string): FeePeriod[] {
  return sessionPeriods(plan, sessionYear).filter(({ dueDate }) => monthOfPeriod(dueDate) === month);
}

/**
 * What the schedule posts by itself by `today`, within its ledger's session (`sessionYear`, April–March,
 * so last year's class stops being charged when the school moves on): a monthly or quarterly plan's
 * due dates from the day it was saved (`startsOn`; it never charges periods before it existed); a
 * term's or a one-off's date once it has come, as those dates were chosen one by one.
 */
export function scheduledPeriods(
  plan: FeeSchedule,
  { startsOn, sessionYear, today }: { startsOn: string; sessionYear: string; today: string },
): FeePeriod[] {
  const fromSave = plan.schedule === "monthly" || plan.schedule === "quarterly";
  return sessionPeriods(plan, sessionYear).filter(
    ({ dueDate }) => dueDate <= today && (!fromSave || dueDate >= startsOn),
  );
}

/**
 * A session's posting keys sort between these two strings: "2025-04" ≤ "2025-04" / "2025-04-15" /
 * "2025-26/Q1" / "2025-26/T3" < "2026-04" (the "2025-2…" keys sort after "2025-0…" and before "2026").
 */
export function sessionPeriodBounds(sessionYear: string): { from: string; before: string } {
  const start = Number(sessionYear.slice(0, 4));
  return { from: `${start}-04`, before: `${start + 1}-04` };
}
