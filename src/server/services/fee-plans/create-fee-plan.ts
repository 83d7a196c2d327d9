import type { FeePlan, FeePlanInput } from "../../../shared/api/fee-plan";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { and, eq, sql } from "drizzle-orm";
import { feeHead, feePlan } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { toFeePlanWire } from "./fee-plan-row";
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
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feePlan)
      .values({
        schoolId,
        ledgerId,
        description: input.description,
        amountPaise: rupeesToPaise(input.amount),
        // Until plans name their head (issue 27), they charge the school's "Other".
        feeHeadId: sql`(${tx
          .select({ id: feeHead.id })
          .from(feeHead)
          .where(and(eq(feeHead.schoolId, schoolId), eq(feeHead.code, "other")))})`,
        schedule: input.schedule,
        dayOfMonth: input.schedule === "monthly" ? input.dayOfMonth : null,
        dueDate: input.schedule === "once" ? input.dueDate : null,
        createdBy: actor.userId,
      })
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
