import type { FeePlan, FeePlanInput } from "../../../shared/api/fee-plan";
import { paiseToRupees } from "../../../shared/money";
import type { Database } from "../../db/database";
import { feePlan } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { feePlanColumns, toFeePlanWire } from "./fee-plan-row";
import { planFeeHeadId } from "./plan-fee-head";
import { requirePlanInSession } from "./require-plan-in-session";
import { activityText } from "../../../shared/rules/activity-texts";

/** Saves a ledger's fee plan; the schedule posts it from today on (nothing is charged here). */
export async function createFeePlan(
  db: Database,
  schoolId: string,
  actor: Actor,
  ledgerId: string,
  input: FeePlanInput,
): Promise<FeePlan> {
  const ledger = await requireOwnLedger(db, schoolId, ledgerId);
  requirePlanInSession(input, ledger.sessionYear);
  return db.transaction(async (tx) => {
    const feeHeadId = await planFeeHeadId(tx, schoolId, input.feeHeadId);
    const [row] = await tx
      .insert(feePlan)
      .values({ schoolId, ledgerId, ...feePlanColumns(input, feeHeadId), createdBy: actor.userId })
      .returning();
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "fee_plan",
      entityId: row!.id,
      text: activityText("feePlanCreated", {
        plan: row!.description,
        amount: paiseToRupees(row!.amountPaise),
        ledger: ledger.name,
      }),
    });
    return toFeePlanWire(row!, []);
  });
}
