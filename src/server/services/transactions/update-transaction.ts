import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Transaction, updateTransactionBodySchema } from "../../../shared/api/transaction";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { feeTransaction, student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { activityText } from "../../../shared/rules/activity-texts";
import { toTransactionWire } from "./to-transaction-wire";

export type TransactionChanges = z.output<typeof updateTransactionBodySchema>;

/**
 * Corrects a mistyped transaction: amount, description, date and (Received only) payment mode. The
 * type, the student and the receipt number stay — a receipt already handed to a parent keeps its
 * number even when the date moves. The old row is locked and read in the same transaction as the
 * change and its activity entry, so the entry's "old → new" is the amount this change replaced.
 */
export async function updateTransaction(
  db: Database,
  schoolId: string,
  actor: Actor,
  transactionId: string,
  changes: TransactionChanges,
): Promise<Transaction> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({
        type: feeTransaction.type,
        amountPaise: feeTransaction.amountPaise,
        studentId: feeTransaction.studentId,
        studentName: student.name,
      })
      .from(feeTransaction)
      .innerJoin(student, and(eq(student.schoolId, feeTransaction.schoolId), eq(student.id, feeTransaction.studentId)))
      .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.id, transactionId)))
      .for("update", { of: feeTransaction });
    if (!old) throw new NotFoundError("Transaction");
    const [row] = await tx
      .update(feeTransaction)
      .set({
        amountPaise: rupeesToPaise(changes.amount),
        description: changes.description,
        transactionDate: changes.transactionDate,
        paymentMode: old.type === "credit" ? (changes.paymentMode ?? null) : null,
      })
      .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.id, transactionId)))
      .returning();
    await recordActivity(tx, schoolId, actor, {
      action: "update",
      entity: "transaction",
      entityId: transactionId,
      studentId: old.studentId,
      text: activityText("transactionUpdated", {
        type: old.type,
        from: paiseToRupees(old.amountPaise),
        amount: paiseToRupees(row!.amountPaise),
        student: old.studentName,
      }),
    });
    return toTransactionWire(row!);
  });
}
