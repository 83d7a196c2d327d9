import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { feeHead } from "../../db/schema";
import { NotFoundError } from "../errors";

/**
 * The head a plan charges: the one named, if it is this school's (another school's answers 404 like a
 * missing one), or the school's "Other" for an older client that names none.
 */
export async function planFeeHeadId(
  db: Database | Transaction,
  schoolId: string,
  feeHeadId: string | undefined,
): Promise<string> {
  const [row] = await db
    .select({ id: feeHead.id })
    .from(feeHead)
    .where(and(eq(feeHead.schoolId, schoolId), feeHeadId ? eq(feeHead.id, feeHeadId) : eq(feeHead.code, "other")))
    .limit(1);
  if (!row) throw new NotFoundError("Fee head");
  return row.id;
}
