import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { ledger } from "../../db/schema";
import { NotFoundError } from "../errors";

/**
 * One DELETE: the composite foreign keys cascade to the ledger's students and their transactions
 * inside the same statement, so a ledger never half-disappears.
 */
export async function deleteLedger(db: Database, schoolId: string, ledgerId: string): Promise<void> {
  const deleted = await db
    .delete(ledger)
    .where(and(eq(ledger.schoolId, schoolId), eq(ledger.id, ledgerId)))
    .returning({ id: ledger.id });
  if (deleted.length === 0) throw new NotFoundError("Ledger");
}
