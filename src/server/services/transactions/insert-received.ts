import { paiseToRupees } from "../../../shared/money";
import { activityText } from "../../../shared/rules/activity-texts";
import type { Transaction } from "../../db/database";
import { feeTransaction } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { recordNamedAllocations, type NamedAllocations } from "../allocations/record-named-allocations";
import { settleStudent } from "../allocations/settle-students";
import { assertDayOpen } from "../day-book/assert-day-open";
import { allocateReceiptNo } from "./allocate-receipt-no";
import { recordPaymentReference, type PaymentReferenceSource } from "./record-payment-reference";

export interface NewReceived {
  studentId: string;
  studentName: string;
  amountPaise: bigint;
  description: string;
  transactionDate: string;
  paymentMode: "cash" | "upi" | "cheque" | "bank" | null;
  /** The UTR or bank reference, registered once per school (409 DUPLICATE_UTR); the caller registers it when shared by several rows. */
  paymentReference?: { reference: string; source: PaymentReferenceSource; register: boolean } | null;
  allocations?: NamedAllocations;
}

/**
 * The one writer of a Received row, inside the caller's transaction: the day must be open, the
 * reference new to the school, then the row with the next receipt number of its session, its named
 * allocations, the student re-settled oldest first, and the activity entry.
 */
export async function insertReceived(tx: Transaction, schoolId: string, actor: Actor, input: NewReceived) {
  await assertDayOpen(tx, schoolId, input.transactionDate);
  const reference = input.paymentReference;
  if (reference?.register) await recordPaymentReference(tx, schoolId, reference.reference, reference.source);
  const [row] = await tx
    .insert(feeTransaction)
    .values({
      schoolId,
      studentId: input.studentId,
      amountPaise: input.amountPaise,
      description: input.description,
      type: "credit",
      transactionDate: input.transactionDate,
      receiptNo: await allocateReceiptNo(tx, schoolId, input.transactionDate),
      paymentMode: input.paymentMode,
      paymentReference: reference?.reference ?? null,
      createdBy: actor.userId,
    })
    .returning();
  await recordNamedAllocations(tx, schoolId, row!, input.allocations);
  await settleStudent(tx, schoolId, row!.studentId);
  await recordActivity(tx, schoolId, actor, {
    action: "create",
    entity: "transaction",
    entityId: row!.id,
    studentId: row!.studentId,
    text: activityText("transactionCreated", {
      type: "credit",
      amount: paiseToRupees(row!.amountPaise),
      student: input.studentName,
    }),
  });
  return row!;
}
