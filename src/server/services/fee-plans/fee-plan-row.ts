import type { FeePlan, ChargedPeriod } from "../../../shared/api/fee-plan";
import { paiseToRupees } from "../../../shared/money";
import type { FeeSchedule } from "../../../shared/rules/fee-plan-periods";
import type { feePlan } from "../../db/schema";

export type FeePlanRow = typeof feePlan.$inferSelect;

/** The row's schedule as the period rules read it (the table's check constraint guarantees the field). */
export function scheduleOf(row: FeePlanRow): FeeSchedule {
  return row.schedule === "monthly"
    ? { schedule: "monthly", dayOfMonth: row.dayOfMonth! }
    : { schedule: "once", dueDate: row.dueDate! };
}

export function toFeePlanWire(row: FeePlanRow, chargedPeriods: ChargedPeriod[]): FeePlan {
  return {
    id: row.id,
    ledgerId: row.ledgerId,
    description: row.description,
    amount: paiseToRupees(row.amountPaise),
    // Quarterly and term plans come with issue 27's plan editor; none exist before it.
    schedule: row.schedule as FeePlan["schedule"],
    dayOfMonth: row.dayOfMonth,
    dueDate: row.dueDate,
    createdAt: row.createdAt.toISOString(),
    chargedPeriods,
  };
}
