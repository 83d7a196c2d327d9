import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { feeTransaction, student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { activityText } from "../../../shared/rules/activity-texts";
import { paiseToRupees } from "../../../shared/money";
import { settleStudent } from "../allocations/settle-students";

export async function deleteTransaction(
  db: Database,
  schoolId: string,
  actor: Actor,
  transactionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(feeTransaction)
      .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.id, transactionId)))
      .returning({
        studentId: feeTransaction.studentId,
        type: feeTransaction.type,
        amountPaise: feeTransaction.amountPaise,
      });
    if (!deleted) throw new NotFoundError("Transaction");
    // Its allocations went with it (cascade); what it settled, or was settled by, is settled again.
    await settleStudent(tx, schoolId, deleted.studentId);
    const [owner] = await tx
      .select({ name: student.name })
      .from(student)
      .where(and(eq(student.schoolId, schoolId), eq(student.id, deleted.studentId)));
    await recordActivity(tx, schoolId, actor, {
      action: "delete",
      entity: "transaction",
      entityId: transactionId,
      studentId: deleted.studentId,
      text: activityText("transactionDeleted", {
        type: deleted.type,
        amount: paiseToRupees(deleted.amountPaise),
        student: owner?.name ?? "",
      }),
    });
  });
}
