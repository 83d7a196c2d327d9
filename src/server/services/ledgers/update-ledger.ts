import { and, eq } from "drizzle-orm";
import type { Ledger, LedgerFields } from "../../../shared/api/ledger";
import type { Database } from "../../db/database";
import { ledger } from "../../db/schema";
import { NotFoundError } from "../errors";
import { getLedger } from "./get-ledger";

export async function updateLedger(db: Database, schoolId: string, ledgerId: string, fields: LedgerFields): Promise<Ledger> {
  const updated = await db
    .update(ledger)
    .set({ name: fields.ledgerName, className: fields.className, sessionYear: fields.sessionYear, updatedAt: new Date() })
    .where(and(eq(ledger.schoolId, schoolId), eq(ledger.id, ledgerId)))
    .returning({ id: ledger.id });
  if (updated.length === 0) throw new NotFoundError("Ledger");
  return getLedger(db, schoolId, ledgerId);
}
