import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { studentPhoto } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { requireOwnStudent } from "./require-own-student";
import { activityText } from "../../../shared/rules/activity-texts";

/** Removes a student's photo; removing one that is not there is done already, not an error. */
export async function removeStudentPhoto(
  db: Database,
  schoolId: string,
  actor: Actor,
  studentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { name } = await requireOwnStudent(tx, schoolId, studentId);
    const removed = await tx
      .delete(studentPhoto)
      .where(and(eq(studentPhoto.schoolId, schoolId), eq(studentPhoto.studentId, studentId)))
      .returning({ version: studentPhoto.version });
    if (removed.length === 0) return;
    await recordActivity(tx, schoolId, actor, {
      action: "update",
      entity: "student",
      entityId: studentId,
      studentId,
      text: activityText("studentPhotoRemoved", { student: name }),
    });
  });
}
