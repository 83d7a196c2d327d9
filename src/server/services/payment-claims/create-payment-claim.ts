import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { errorCodes } from "../../../shared/api/envelope";
import type { paymentClaimBodySchema } from "../../../shared/api/family";
import { rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { paymentClaim, paymentReference } from "../../db/schema";
import { ServiceError } from "../errors";
import type { FamilyByCode } from "../families/find-family-by-code";
import { requireFamily } from "../families/require-family";
import { duplicateUtr } from "../transactions/record-payment-reference";

export type NewPaymentClaim = z.output<typeof paymentClaimBodySchema>;

const refuse = (path: string, message: string) =>
  new ServiceError(400, errorCodes.VALIDATION, message, [{ path, message }]);

/**
 * "I have paid" from the parent page: a pending claim for the school to confirm. A split names only
 * this family's children and adds up to the amount (else 400); a UTR the school recorded or was
 * already told of is 409 DUPLICATE_UTR, so one payment cannot be claimed twice.
 */
export async function createPaymentClaim(
  db: Database,
  owner: FamilyByCode,
  input: NewPaymentClaim,
): Promise<{ id: string }> {
  const { schoolId, phone } = owner;
  const children = await requireFamily(db, schoolId, phone);
  const amountPaise = rupeesToPaise(input.amount);
  const split = input.split
    ?.map((share) => ({ studentId: share.studentId, amountPaise: Number(rupeesToPaise(share.amount)) }))
    .filter((share) => share.amountPaise > 0);
  if (split) {
    const ours = new Set(children.map((child) => child.studentId));
    if (
      split.some((share) => !ours.has(share.studentId)) ||
      new Set(split.map((s) => s.studentId)).size !== split.length
    )
      throw refuse("split", "Split the payment between this family's children, once each.");
    if (BigInt(split.reduce((sum, share) => sum + share.amountPaise, 0)) !== amountPaise)
      throw refuse("split", "The children's shares must add up to the amount paid.");
  }
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .select({ reference: paymentReference.reference })
      .from(paymentReference)
      .where(and(eq(paymentReference.schoolId, schoolId), eq(paymentReference.reference, input.utr)))
      .limit(1);
    const [claimed] = await tx
      .select({ id: paymentClaim.id })
      .from(paymentClaim)
      .where(
        and(
          eq(paymentClaim.schoolId, schoolId),
          eq(paymentClaim.utr, input.utr),
          inArray(paymentClaim.status, ["pending", "confirmed"]),
        ),
      )
      .limit(1);
    if (recorded || claimed) throw duplicateUtr(input.utr);
    const [row] = await tx
      .insert(paymentClaim)
      .values({ schoolId, phone, utr: input.utr, amountPaise, split: split?.length ? split : null })
      .returning({ id: paymentClaim.id });
    return row!;
  });
}
