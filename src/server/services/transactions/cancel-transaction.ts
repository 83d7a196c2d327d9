import { and, eq } from "drizzle-orm";
import { ALREADY_CANCELLED, type Transaction } from "../../../shared/api/transaction";
import { paiseToRupees } from "../../../shared/money";
import { activityText } from "../../../shared/rules/activity-texts";
import type { Database } from "../../db/database";
import { feeTransaction, student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { assertDayOpen } from "../day-book/assert-day-open";
import { settleStudent } from "../allocations/settle-students";
import { NotFoundError, ServiceError } from "../errors";
import { toTransactionWire } from "./to-transaction-wire";

/**
 * Cancels a receipt: the row stays with its number (so the series has no gap), who cancelled it,
 * when and why, and from now on counts nowhere; what it settled is settled again without it. Only a
 * Received row that is not cancelled yet can be; the row lock makes two cancels answer one 409.
 */
export async function cancelTransaction(
  db: Database,
  schoolId: string,
  actor: Actor,
  transactionId: string,
  reason: string,
): Promise<Transaction> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ row: feeTransaction, studentName: student.name })
      .from(feeTransaction)
      .innerJoin(student, and(eq(student.schoolId, feeTransaction.schoolId), eq(student.id, feeTransaction.studentId)))
      .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.id, transactionId)))
      .for("update", { of: feeTransaction });
    if (!old) throw new NotFoundError("Transaction");
    if (old.row.type !== "credit" || old.row.carriedToStudentId !== null)
      throw new ServiceError(
        400,
        "NOT_A_RECEIPT",
        "Only money received can be cancelled; delete a Dues entry instead.",
      );
    // A receipt of a closed day is part of its cash count: cancel it only after the owner reopens the day.
    await assertDayOpen(tx, schoolId, old.row.transactionDate);
    if (old.row.cancelledAt) throw new ServiceError(409, ALREADY_CANCELLED, "This receipt is already cancelled.");
    const [row] = await tx
      .update(feeTransaction)
      .set({ cancelledAt: new Date(), cancelledBy: actor.userId, cancelReason: reason })
      .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.id, transactionId)))
      .returning();
    // Its allocations are released: the charges it paid are open again.
    await settleStudent(tx, schoolId, row!.studentId);
    await recordActivity(tx, schoolId, actor, {
      action: "update",
      entity: "transaction",
      entityId: transactionId,
      studentId: row!.studentId,
      text: activityText("receiptCancelled", {
        receipt: row!.receiptNo ?? "",
        amount: paiseToRupees(row!.amountPaise),
        student: old.studentName,
        reason,
      }),
    });
    return toTransactionWire(row!);
  });
}
