import { DUPLICATE_UTR } from "../../../shared/api/duplicate-utr";
import type { Transaction } from "../../db/database";
import { paymentReference } from "../../db/schema";
import { ServiceError } from "../errors";

export type PaymentReferenceSource = "claim" | "bank-statement" | "manual";

/**
 * Registers a UPI reference (UTR) or bank reference inside the write that records its money; one the
 * school recorded before, however it came, is 409 DUPLICATE_UTR, so a payment is never booked twice.
 * The primary key decides, so two writes racing with the same reference cannot both pass.
 */
export async function recordPaymentReference(
  tx: Transaction,
  schoolId: string,
  reference: string,
  source: PaymentReferenceSource,
): Promise<void> {
  const written = await tx
    .insert(paymentReference)
    .values({ schoolId, reference, source })
    .onConflictDoNothing()
    .returning({ reference: paymentReference.reference });
  if (written.length === 0) throw duplicateUtr(reference);
}

export function duplicateUtr(reference: string): ServiceError {
  return new ServiceError(409, DUPLICATE_UTR, `The payment reference ${reference} is already recorded in this school.`);
}
