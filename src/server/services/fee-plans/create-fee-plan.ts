import type { FeePlan, FeePlanInput } from "../../../shared/api/fee-plan";
import { rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { feePlan } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { describeFeePlan, toFeePlanWire } from "./fee-plan-row";

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
      summary: `Fee plan ${describeFeePlan(row!)} for ${ledger.name}`,
    });
    return toFeePlanWire(row!, []);
  });
}
