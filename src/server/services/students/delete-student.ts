import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { activityText } from "../../../shared/rules/activity-texts";

/** One DELETE; the composite foreign key cascades to the student's transactions in the same statement. */
export async function deleteStudent(db: Database, schoolId: string, actor: Actor, studentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(student)
      .where(and(eq(student.schoolId, schoolId), eq(student.id, studentId)))
      .returning({ name: student.name, transactionCount: student.transactionCount });
    if (!deleted) throw new NotFoundError("Student");
    await recordActivity(tx, schoolId, actor, {
      action: "delete",
      entity: "student",
      entityId: studentId,
      studentId,
      text: activityText("studentDeleted", { student: deleted.name, transactions: Number(deleted.transactionCount) }),
    });
  });
}
