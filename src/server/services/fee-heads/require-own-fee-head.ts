import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { feeHead } from "../../db/schema";
import { NotFoundError } from "../errors";
import type { FeeHeadRow } from "./to-fee-head-wire";

/** The fee head, if it belongs to this school; otherwise a 404 indistinguishable from a missing id. */
export async function requireOwnFeeHead(db: Database | Transaction, schoolId: string, id: string): Promise<FeeHeadRow> {
  const [row] = await db
    .select()
    .from(feeHead)
    .where(and(eq(feeHead.schoolId, schoolId), eq(feeHead.id, id)))
    .limit(1);
  if (!row) throw new NotFoundError("Fee head");
  return row;
}
