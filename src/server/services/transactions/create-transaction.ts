import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { addTransactionBodySchema, Transaction } from "../../../shared/api/transaction";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { feeTransaction, student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { runOnce } from "../idempotency/run-once";
import { allocateReceiptNo } from "./allocate-receipt-no";
import { activityText } from "../../../shared/rules/activity-texts";
import { toTransactionWire } from "./to-transaction-wire";

export type NewTransaction = z.output<typeof addTransactionBodySchema>;

/**
 * Received gets the next receipt number of its session in the same transaction as the row and its
 * activity entry. With an Idempotency-Key (the offline outbox's entry id) a repeat answers the first
 * result, so an entry resent after a lost answer is recorded once; the student is looked up inside
 * the claim, so a repeat still answers the first result after the student was deleted.
 */
export async function createTransaction(
  db: Database,
  schoolId: string,
  actor: Actor,
  input: NewTransaction,
  idempotencyKey?: string,
): Promise<Transaction> {
  const received = input.transactionType === "Credit";
  return runOnce(db, schoolId, idempotencyKey, "transaction-add", async (tx) => {
    const [owner] = await tx
      .select({ name: student.name })
      .from(student)
      .where(and(eq(student.schoolId, schoolId), eq(student.id, input.studentOwnerId)))
      .limit(1);
    if (!owner) throw new NotFoundError("Student");
    const [row] = await tx
      .insert(feeTransaction)
      .values({
        schoolId,
        studentId: input.studentOwnerId,
        amountPaise: rupeesToPaise(input.amount),
        description: input.description,
        type: received ? "credit" : "debit",
        transactionDate: input.transactionDate,
        receiptNo: received ? await allocateReceiptNo(tx, schoolId, input.transactionDate) : null,
        paymentMode: received ? (input.paymentMode ?? null) : null,
      })
      .returning();
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "transaction",
      entityId: row!.id,
      studentId: row!.studentId,
      text: activityText("transactionCreated", {
        type: row!.type,
        amount: paiseToRupees(row!.amountPaise),
        student: owner.name,
      }),
    });
    return toTransactionWire(row!);
  });
}
