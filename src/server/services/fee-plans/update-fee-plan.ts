import { and, eq, sql } from "drizzle-orm";
import type { FeePlan, FeePlanInput } from "../../../shared/api/fee-plan";
import { paiseToRupees } from "../../../shared/money";
import { activityText } from "../../../shared/rules/activity-texts";
import type { Database } from "../../db/database";
import { feePlan, ledger } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { feePlanColumns, toFeePlanWire } from "./fee-plan-row";
import { planFeeHeadId } from "./plan-fee-head";
import { requirePlanInSession } from "./require-plan-in-session";

/**
 * PUT /fee-plans/{id}: the plan as the director now wants it, for the periods not posted yet. What
 * was posted stays as it was charged (its posting rows keep those periods from being charged again,
 * and its Dues rows are the students' own). Another school's plan answers 404.
 */
export async function updateFeePlan(
  db: Database,
  schoolId: string,
  actor: Actor,
  planId: string,
  input: FeePlanInput,
): Promise<FeePlan> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ ledgerName: ledger.name, sessionYear: ledger.sessionYear })
      .from(feePlan)
      .innerJoin(ledger, and(eq(ledger.schoolId, feePlan.schoolId), eq(ledger.id, feePlan.ledgerId)))
      .where(and(eq(feePlan.schoolId, schoolId), eq(feePlan.id, planId)))
      .for("update", { of: feePlan });
    if (!found) throw new NotFoundError("Fee plan");
    requirePlanInSession(input, found.sessionYear);
    const feeHeadId = await planFeeHeadId(tx, schoolId, input.feeHeadId);
    const [row] = await tx
      .update(feePlan)
      .set({ ...feePlanColumns(input, feeHeadId), updatedAt: sql`now()` })
      .where(and(eq(feePlan.schoolId, schoolId), eq(feePlan.id, planId)))
      .returning();
    await recordActivity(tx, schoolId, actor, {
      action: "update",
      entity: "fee_plan",
      entityId: planId,
      text: activityText("feePlanUpdated", {
        plan: row!.description,
        amount: paiseToRupees(row!.amountPaise),
        ledger: found.ledgerName,
      }),
    });
    return toFeePlanWire(row!, []);
  });
}
