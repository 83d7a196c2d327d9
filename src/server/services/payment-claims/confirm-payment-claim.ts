import type { PaymentClaim } from "../../../shared/api/family";
import type { Database, Transaction } from "../../db/database";
import type { Actor } from "../activity/actor";
import { getStudentStatement } from "../allocations/get-student-statement";
import { ConflictError } from "../errors";
import { requireFamily, type FamilyChild } from "../families/require-family";
import { insertReceived } from "../transactions/insert-received";
import { recordPaymentReference } from "../transactions/record-payment-reference";
import { rupeesToPaise } from "../../../shared/money";
import { confirmationDate, lockPendingClaim, markDecided } from "./decide-payment-claim";
import { getPaymentClaim } from "./list-payment-claims";

/**
 * Confirms a pending claim in one transaction: its UTR enters the school's reference registry (409
 * DUPLICATE_UTR when it came another way meanwhile), then one Received row per child — as the parent
 * split it, else the family's oldest dues first — mode UPI, dated today, each with its receipt number.
 */
export async function confirmPaymentClaim(
  db: Database,
  schoolId: string,
  actor: Actor,
  claimId: string,
): Promise<PaymentClaim> {
  await db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, schoolId, claimId);
    const children = await requireFamily(tx, schoolId, claim.phone);
    const shares = claim.split
      ? claim.split.map((share) => ({ studentId: share.studentId, amountPaise: BigInt(share.amountPaise) }))
      : await oldestDuesFirst(tx, schoolId, children, claim.amountPaise);
    await recordPaymentReference(tx, schoolId, claim.utr, "claim");
    const date = confirmationDate();
    for (const share of shares) {
      const child = children.find((c) => c.studentId === share.studentId);
      if (!child) throw new ConflictError("A child named in this claim is no longer in the family.");
      if (share.amountPaise <= 0n) continue;
      await insertReceived(tx, schoolId, actor, {
        studentId: child.studentId,
        studentName: child.name,
        amountPaise: share.amountPaise,
        description: "",
        transactionDate: date,
        paymentMode: "upi",
        paymentReference: { reference: claim.utr, source: "claim", register: false },
      });
    }
    await markDecided(tx, schoolId, claimId, actor.userId, "confirmed");
  });
  return getPaymentClaim(db, schoolId, claimId);
}

/**
 * A family payment shared over its children's outstanding charges, earliest due date first (the
 * statement's own figures); whatever is left after every due is settled goes to the first child
 * as an advance.
 */
export async function oldestDuesFirst(
  tx: Transaction,
  schoolId: string,
  children: FamilyChild[],
  amountPaise: bigint,
): Promise<{ studentId: string; amountPaise: bigint }[]> {
  const dues: { studentId: string; dueDate: string; order: number; outstandingPaise: bigint }[] = [];
  for (const [order, child] of children.entries()) {
    const statement = await getStudentStatement(tx, schoolId, child.studentId);
    for (const charge of statement.charges) {
      const outstandingPaise = rupeesToPaise(charge.outstanding);
      if (outstandingPaise > 0n)
        dues.push({ studentId: child.studentId, dueDate: charge.dueDate, order, outstandingPaise });
    }
  }
  dues.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.order - b.order);
  const shares = new Map<string, bigint>(children.map((child) => [child.studentId, 0n]));
  let left = amountPaise;
  for (const due of dues) {
    if (left <= 0n) break;
    const part = due.outstandingPaise < left ? due.outstandingPaise : left;
    shares.set(due.studentId, shares.get(due.studentId)! + part);
    left -= part;
  }
  if (left > 0n) shares.set(children[0]!.studentId, shares.get(children[0]!.studentId)! + left);
  return [...shares].map(([studentId, paise]) => ({ studentId, amountPaise: paise }));
}
