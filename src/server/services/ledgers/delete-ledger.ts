import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { ledger } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { activityText } from "../../../shared/rules/activity-texts";

/**
 * One DELETE: the composite foreign keys cascade to the ledger's students and their transactions
 * inside the same statement, so a ledger never half-disappears.
 */
export async function deleteLedger(db: Database, schoolId: string, actor: Actor, ledgerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(ledger)
      .where(and(eq(ledger.schoolId, schoolId), eq(ledger.id, ledgerId)))
      .returning({ name: ledger.name, sessionYear: ledger.sessionYear, studentCount: ledger.studentCount });
    if (!deleted) throw new NotFoundError("Ledger");
    await recordActivity(tx, schoolId, actor, {
      action: "delete",
      entity: "ledger",
      entityId: ledgerId,
      text: activityText("ledgerDeleted", {
        ledger: deleted.name,
        session: deleted.sessionYear,
        students: Number(deleted.studentCount),
      }),
    });
  });
}
