import { and, eq } from "drizzle-orm";
import { FEE_HEAD_IN_USE } from "../../../shared/api/fee-head";
import type { Database } from "../../db/database";
import { feeHead, feePlan, feeTransaction } from "../../db/schema";
import { sqlState } from "../../db/sql-state";
import { NotFoundError, ServiceError } from "../errors";

const FOREIGN_KEY_VIOLATION = "23503";
const IN_USE_MESSAGE = "This fee head is used by charges or fee plans: archive it instead.";

/**
 * Deletes a head nothing uses. One that a charge or plan names is refused (409 FEE_HEAD_IN_USE):
 * looked up first for a clear answer, and the RESTRICT foreign keys refuse a use added meanwhile.
 * System heads (Other, Opening balance…) are what the rules fall back on, so they are in use by
 * definition. Standing concessions of the head go with it (they cascade).
 */
export async function deleteFeeHead(db: Database, schoolId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [head] = await tx
      .select({ code: feeHead.code })
      .from(feeHead)
      .where(and(eq(feeHead.schoolId, schoolId), eq(feeHead.id, id)))
      .for("update");
    if (!head) throw new NotFoundError("Fee head");
    const [charge] = await tx
      .select({ id: feeTransaction.id })
      .from(feeTransaction)
      .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.feeHeadId, id)))
      .limit(1);
    const [plan] = await tx
      .select({ id: feePlan.id })
      .from(feePlan)
      .where(and(eq(feePlan.schoolId, schoolId), eq(feePlan.feeHeadId, id)))
      .limit(1);
    if (head.code || charge || plan) throw new ServiceError(409, FEE_HEAD_IN_USE, IN_USE_MESSAGE);
    try {
      await tx.delete(feeHead).where(and(eq(feeHead.schoolId, schoolId), eq(feeHead.id, id)));
    } catch (error) {
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new ServiceError(409, FEE_HEAD_IN_USE, IN_USE_MESSAGE);
      throw error;
    }
  });
}
