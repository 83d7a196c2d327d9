import type { Ledger, LedgerFields } from "../../../shared/api/ledger";
import type { Database } from "../../db/database";
import { ledger } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { toLedgerWire } from "./to-ledger-wire";
import { activityText } from "../../../shared/rules/activity-texts";

export async function createLedger(
  db: Database,
  schoolId: string,
  actor: Actor,
  fields: LedgerFields,
): Promise<Ledger> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ledger)
      .values({ schoolId, name: fields.ledgerName, className: fields.className, sessionYear: fields.sessionYear })
      .returning();
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "ledger",
      entityId: row!.id,
      text: activityText("ledgerCreated", { ledger: row!.name, session: row!.sessionYear }),
    });
    return toLedgerWire(row!, 0);
  });
}
