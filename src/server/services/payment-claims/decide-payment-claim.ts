import { and, eq, sql } from "drizzle-orm";
import type { PaymentClaim } from "../../../shared/api/family";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import type { Transaction } from "../../db/database";
import { paymentClaim } from "../../db/schema";
import { ConflictError, NotFoundError } from "../errors";

/** The pending claim, locked for the decision (404 when not the school's; 409 once decided). */
export async function lockPendingClaim(tx: Transaction, schoolId: string, claimId: string) {
  const [claim] = await tx
    .select()
    .from(paymentClaim)
    .where(and(eq(paymentClaim.schoolId, schoolId), eq(paymentClaim.id, claimId)))
    .for("update")
    .limit(1);
  if (!claim) throw new NotFoundError("Payment claim");
  if (claim.status !== "pending") throw new ConflictError(`This payment claim was already ${claim.status}.`);
  return claim;
}

/** Marks the locked claim decided, by whom and when. */
export async function markDecided(
  tx: Transaction,
  schoolId: string,
  claimId: string,
  userId: string,
  status: Exclude<PaymentClaim["status"], "pending">,
  rejectReason: string | null = null,
) {
  await tx
    .update(paymentClaim)
    .set({ status, rejectReason, decidedBy: userId, decidedAt: sql`now()` })
    .where(and(eq(paymentClaim.schoolId, schoolId), eq(paymentClaim.id, claimId)));
}

export const confirmationDate = () => todayInIndia();
