import type { PaymentClaim } from "../../../shared/api/family";
import type { Database } from "../../db/database";
import type { Actor } from "../activity/actor";
import { lockPendingClaim, markDecided } from "./decide-payment-claim";
import { getPaymentClaim } from "./list-payment-claims";

/** Refuses a pending claim with a reason the parent reads on their page; nothing is recorded. */
export async function rejectPaymentClaim(
  db: Database,
  schoolId: string,
  actor: Actor,
  claimId: string,
  reason: string,
): Promise<PaymentClaim> {
  await db.transaction(async (tx) => {
    await lockPendingClaim(tx, schoolId, claimId);
    await markDecided(tx, schoolId, claimId, actor.userId, "rejected", reason);
  });
  return getPaymentClaim(db, schoolId, claimId);
}
