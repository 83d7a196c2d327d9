import type { ChargedPeriod, FeePlan, FeePlanInput } from "../../../shared/api/fee-plan";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { FeeSchedule } from "../../../shared/rules/fee-plan-periods";
import type { LateFineRule } from "../../../shared/rules/late-fine";
import type { feePlan } from "../../db/schema";

export type FeePlanRow = typeof feePlan.$inferSelect;

/** The row's schedule as the period rules read it (the table's check constraint guarantees the fields). */
export function scheduleOf(row: FeePlanRow): FeeSchedule {
  switch (row.schedule) {
    case "monthly":
    case "quarterly":
      return { schedule: row.schedule, dayOfMonth: row.dayOfMonth! };
    case "terms":
      return { schedule: "terms", terms: row.terms ?? [] };
    case "once":
      return { schedule: "once", dueDate: row.dueDate! };
  }
}

/** The columns a plan's body sets (create and edit alike); the other schedules' fields are cleared. */
export function feePlanColumns(input: FeePlanInput, feeHeadId: string) {
  return {
    description: input.description,
    amountPaise: rupeesToPaise(input.amount),
    feeHeadId,
    schedule: input.schedule,
    dayOfMonth: input.schedule === "monthly" || input.schedule === "quarterly" ? input.dayOfMonth : null,
    dueDate: input.schedule === "once" ? input.dueDate : null,
    terms: input.schedule === "terms" ? input.terms : null,
    lateFine: lateFineRuleOf(input.lateFine),
  };
}

function lateFineRuleOf(fine: FeePlanInput["lateFine"]): LateFineRule | null {
  if (!fine) return null;
  return {
    graceDays: fine.graceDays,
    kind: fine.kind,
    amountPaise: Number(rupeesToPaise(fine.amount)),
    capPaise: fine.cap === null ? null : Number(rupeesToPaise(fine.cap)),
  };
}

export function toFeePlanWire(row: FeePlanRow, chargedPeriods: ChargedPeriod[]): FeePlan {
  const fine = row.lateFine;
  return {
    id: row.id,
    ledgerId: row.ledgerId,
    description: row.description,
    amount: paiseToRupees(row.amountPaise),
    feeHeadId: row.feeHeadId,
    schedule: row.schedule,
    dayOfMonth: row.dayOfMonth,
    dueDate: row.dueDate,
    terms: row.terms,
    lateFine: fine
      ? {
          graceDays: fine.graceDays,
          kind: fine.kind,
          amount: paiseToRupees(BigInt(fine.amountPaise)),
          cap: fine.capPaise === null ? null : paiseToRupees(BigInt(fine.capPaise)),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    chargedPeriods,
  };
}
