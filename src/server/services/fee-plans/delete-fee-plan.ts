import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { feePlan, ledger } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { paiseToRupees } from "../../../shared/money";
import { activityText } from "../../../shared/rules/activity-texts";

/**
 * Deletes a plan and with it its posting records, so nothing more is posted for it. The Dues it
 * already wrote stay: they are charges the students were given, removed one by one if at all.
 */
export async function deleteFeePlan(db: Database, schoolId: string, actor: Actor, planId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(feePlan)
      .where(and(eq(feePlan.schoolId, schoolId), eq(feePlan.id, planId)))
      .returning();
    if (!deleted) throw new NotFoundError("Fee plan");
    const [owner] = await tx
      .select({ name: ledger.name })
      .from(ledger)
      .where(and(eq(ledger.schoolId, schoolId), eq(ledger.id, deleted.ledgerId)));
    await recordActivity(tx, schoolId, actor, {
      action: "delete",
      entity: "fee_plan",
      entityId: planId,
      text: activityText("feePlanDeleted", {
        plan: deleted.description,
        amount: paiseToRupees(deleted.amountPaise),
        ledger: owner?.name ?? "",
      }),
    });
  });
}
