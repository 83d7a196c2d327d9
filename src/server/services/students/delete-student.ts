import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";

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
      summary: `Deleted student ${deleted.name} with ${deleted.transactionCount} transactions`,
    });
  });
}
