import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { ledger } from "../../db/schema";
import { NotFoundError } from "../errors";
import type { LedgerRow } from "./to-ledger-wire";

/** The ledger, if it belongs to this school; otherwise a 404 indistinguishable from a missing id. */
export async function requireOwnLedger(db: Database, schoolId: string, ledgerId: string): Promise<LedgerRow> {
  const [row] = await db
    .select()
    .from(ledger)
    .where(and(eq(ledger.schoolId, schoolId), eq(ledger.id, ledgerId)))
    .limit(1);
  if (!row) throw new NotFoundError("Ledger");
  return row;
}
