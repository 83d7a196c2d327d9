import type { Ledger } from "../../../shared/api/ledger";
import type { Database } from "../../db/database";
import { NotFoundError } from "../errors";
import { listLedgers } from "./list-ledgers";

export async function getLedger(db: Database, schoolId: string, ledgerId: string): Promise<Ledger> {
  const [found] = await listLedgers(db, schoolId, ledgerId);
  if (!found) throw new NotFoundError("Ledger");
  return found;
}
