import { and, eq, sql } from "drizzle-orm";
import { REFUND_TOO_LARGE, type AddRefundBody } from "../../../shared/api/refund";
import type { Transaction } from "../../../shared/api/transaction";
import { formatPaise, paiseToRupees, rupeesToPaise } from "../../../shared/money";
import { activityText } from "../../../shared/rules/activity-texts";
import { formatRefundNo, sessionOfDate } from "../../../shared/rules/receipt-number";
import type { Database } from "../../db/database";
import { feeTransaction, student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { settleStudent } from "../allocations/settle-students";
import { NotFoundError, ServiceError } from "../errors";
import { nextNumber } from "../transactions/allocate-receipt-no";
import { toTransactionWire } from "../transactions/to-transaction-wire";

/**
 * Pays money back to a family: a Dues-side row (debit) with its own number in the school's refund
 * series of the date's session, so the balance rises by it like a charge. The student row is locked
 * so two refunds at once cannot together pay back more than was received.
 */
export async function createRefund(
  db: Database,
  schoolId: string,
  actor: Actor,
  studentId: string,
  input: AddRefundBody & { amount: number },
): Promise<Transaction> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ name: student.name })
      .from(student)
      .where(and(eq(student.schoolId, schoolId), eq(student.id, studentId)))
      .for("update");
    if (!owner) throw new NotFoundError("Student");
    const amountPaise = rupeesToPaise(input.amount);
    // What the family has paid and not had back: its receipts (an advance brought from the last
    // session among them), less refunds and less an advance carried on to the next session. The
    // "Carried to" credit that settled a debt moved to the next session was never money paid.
    const [paid] = await tx
      .select({
        paise: sql<string>`coalesce(sum(case
          when ${feeTransaction.type} = 'credit' and ${feeTransaction.carriedToStudentId} is null
            then ${feeTransaction.amountPaise}
          when ${feeTransaction.type} = 'debit'
            and (${feeTransaction.refundNo} is not null or ${feeTransaction.carriedToStudentId} is not null)
            then -${feeTransaction.amountPaise}
          else 0 end), 0)::text`,
      })
      .from(feeTransaction)
      .where(
        and(
          eq(feeTransaction.schoolId, schoolId),
          eq(feeTransaction.studentId, studentId),
          sql`${feeTransaction.cancelledAt} is null`,
        ),
      );
    const refundable = BigInt(paid!.paise);
    if (amountPaise > refundable)
      throw new ServiceError(
        400,
        REFUND_TOO_LARGE,
        `A refund cannot be more than the student has paid: at most ${formatPaise(refundable > 0n ? refundable : 0n)}.`,
      );
    const session = sessionOfDate(input.date);
    const refundNo = formatRefundNo(session, await nextNumber(tx, schoolId, "refund", session));
    const [row] = await tx
      .insert(feeTransaction)
      .values({
        schoolId,
        studentId,
        amountPaise,
        description: input.reason,
        type: "debit",
        transactionDate: input.date,
        paymentMode: input.paymentMode,
        refundNo,
        createdBy: actor.userId,
      })
      .returning();
    await settleStudent(tx, schoolId, studentId);
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "transaction",
      entityId: row!.id,
      studentId,
      text: activityText("refundPaid", {
        refund: refundNo,
        amount: paiseToRupees(amountPaise),
        student: owner.name,
        reason: input.reason,
      }),
    });
    return toTransactionWire(row!);
  });
}
