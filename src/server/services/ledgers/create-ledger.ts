import type { Ledger, LedgerFields } from "../../../shared/api/ledger";
import type { Database } from "../../db/database";
import { ledger } from "../../db/schema";
import { toLedgerWire } from "./to-ledger-wire";

export async function createLedger(db: Database, schoolId: string, fields: LedgerFields): Promise<Ledger> {
  const [row] = await db
    .insert(ledger)
    .values({ schoolId, name: fields.ledgerName, className: fields.className, sessionYear: fields.sessionYear })
    .returning();
  return toLedgerWire(row!, 0);
}
