import { and, eq, sql } from "drizzle-orm";
import { CANCEL_INSTEAD } from "../../../shared/api/transaction";
import { paiseToRupees } from "../../../shared/money";
import { activityText } from "../../../shared/rules/activity-texts";
import type { Database } from "../../db/database";
import { feeTransaction, student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { settleStudent } from "../allocations/settle-students";
import { ForbiddenError, NotFoundError, ServiceError } from "../errors";

/**
 * Deletes a Dues entry. Money received is never deleted (issue 28): a receipt is cancelled instead
 * (409 CANCEL_INSTEAD) and a refund stays as paid out. The owner deletes any Dues; staff only one
 * they added themselves today (India's day), so a mistyped charge can be undone at once but the
 * books of other days and people are not theirs to change.
 */
export async function deleteTransaction(
  db: Database,
  schoolId: string,
  actor: Actor,
  transactionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select({
        studentId: feeTransaction.studentId,
        type: feeTransaction.type,
        amountPaise: feeTransaction.amountPaise,
        carried: sql<boolean>`${feeTransaction.carriedToStudentId} is not null`,
        refund: sql<boolean>`${feeTransaction.refundNo} is not null`,
        createdBy: feeTransaction.createdBy,
        addedToday: sql<boolean>`(${feeTransaction.createdAt} at time zone 'Asia/Kolkata')::date = (now() at time zone 'Asia/Kolkata')::date`,
      })
      .from(feeTransaction)
      .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.id, transactionId)))
      .for("update");
    if (!old) throw new NotFoundError("Transaction");
    if (old.type === "credit" && !old.carried)
      throw new ServiceError(409, CANCEL_INSTEAD, "Money received is never deleted: cancel the receipt instead.");
    if (old.refund) throw new ServiceError(409, CANCEL_INSTEAD, "A refund paid out stays in the books.");
    if (actor.role === "staff" && !(old.createdBy === actor.userId && old.addedToday))
      throw new ForbiddenError("Staff can delete only a Dues entry they added themselves today.");
    await tx
      .delete(feeTransaction)
      .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.id, transactionId)));
    // Its allocations went with it (cascade); what it settled, or was settled by, is settled again.
    await settleStudent(tx, schoolId, old.studentId);
    const [owner] = await tx
      .select({ name: student.name })
      .from(student)
      .where(and(eq(student.schoolId, schoolId), eq(student.id, old.studentId)));
    await recordActivity(tx, schoolId, actor, {
      action: "delete",
      entity: "transaction",
      entityId: transactionId,
      studentId: old.studentId,
      text: activityText("transactionDeleted", {
        type: old.type,
        amount: paiseToRupees(old.amountPaise),
        student: owner?.name ?? "",
      }),
    });
  });
}
