import { and, eq } from "drizzle-orm";
import type { Ledger, LedgerFields } from "../../../shared/api/ledger";
import type { Database } from "../../db/database";
import { ledger } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { getLedger } from "./get-ledger";
import { activityText } from "../../../shared/rules/activity-texts";

export async function updateLedger(
  db: Database,
  schoolId: string,
  actor: Actor,
  ledgerId: string,
  fields: LedgerFields,
): Promise<Ledger> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(ledger)
      .set({
        name: fields.ledgerName,
        className: fields.className,
        sessionYear: fields.sessionYear,
        updatedAt: new Date(),
      })
      .where(and(eq(ledger.schoolId, schoolId), eq(ledger.id, ledgerId)))
      .returning({ id: ledger.id });
    if (updated.length === 0) throw new NotFoundError("Ledger");
    await recordActivity(tx, schoolId, actor, {
      action: "update",
      entity: "ledger",
      entityId: ledgerId,
      text: activityText("ledgerUpdated", { ledger: fields.ledgerName, session: fields.sessionYear }),
    });
    return getLedger(tx, schoolId, ledgerId);
  });
}
