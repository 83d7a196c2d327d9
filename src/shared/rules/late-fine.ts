/** Owed when a charge is still unsettled `graceDays` after its due date (paise; rupees on the wire). */
export interface LateFineRule {
  graceDays: number;
  kind: "fixed" | "per-day";
  /** The fine (fixed) or the fine per day late (per-day). */
  amountPaise: number;
  /** Per-day fines stop growing here; null for fixed. */
  capPaise: number | null;
}

/** Money put against the charge (payment allocations) and the date of the payment. */
export interface Settlement {
  on: string;
  amountPaise: bigint;
}

export interface FinedCharge {
  dueDate: string;
  amountPaise: bigint;
  settlements: Settlement[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The date the charge was paid in full, or null while any of it is outstanding. */
export function settledOn({ amountPaise, settlements }: FinedCharge): string | null {
  let paid = 0n;
  for (const s of [...settlements].sort((a, b) => a.on.localeCompare(b.on))) {
    paid += s.amountPaise;
    if (paid >= amountPaise) return s.on;
  }
  return null;
}

/**
 * A charge's late fine as of `asOf`, in paise. The charge is late when it is not settled in full by
 * the end of its grace (due date + graceDays): a fixed fine is then owed once; a per-day fine grows by
 * `amountPaise` for each day from the day after the grace to the day it was settled (or `asOf`),
 * up to `capPaise`. Paid within the grace, or not yet past it: nothing. The one rule the scheduler,
 * the waiver and every screen share.
 */
export function lateFinePaise(charge: FinedCharge, rule: LateFineRule, asOf: string): bigint {
  const graceEnds = dayNumber(charge.dueDate) + rule.graceDays;
  const paid = settledOn(charge);
  const lateUntil = Math.min(dayNumber(asOf), paid === null ? Infinity : dayNumber(paid));
  const daysLate = lateUntil - graceEnds;
  if (daysLate <= 0) return 0n;
  if (rule.kind === "fixed") return BigInt(rule.amountPaise);
  const fine = BigInt(rule.amountPaise) * BigInt(daysLate);
  return rule.capPaise === null || fine < BigInt(rule.capPaise) ? fine : BigInt(rule.capPaise);
}

/** The day a charge's fine becomes owed (the day after its grace), and the date its fine row carries. */
export function fineDateOf(dueDate: string, rule: Pick<LateFineRule, "graceDays">): string {
  return new Date((dayNumber(dueDate) + rule.graceDays + 1) * DAY_MS).toISOString().slice(0, 10);
}
