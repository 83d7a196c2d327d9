import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Student, updateStudentBodySchema } from "../../../shared/api/student";
import type { Database } from "../../db/database";
import { student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { getStudent } from "./get-student";
import { activityText } from "../../../shared/rules/activity-texts";

export type StudentChanges = z.output<typeof updateStudentBodySchema>;

/** Edits a student; moving it to another ledger is allowed only within the same school. */
export async function updateStudent(
  db: Database,
  schoolId: string,
  actor: Actor,
  studentId: string,
  changes: StudentChanges,
): Promise<Student> {
  const { ledgerOwnerId, ...details } = changes;
  await requireOwnLedger(db, schoolId, ledgerOwnerId);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(student)
      .set({ ...details, dateOfBirth: details.dateOfBirth || null, ledgerId: ledgerOwnerId, updatedAt: new Date() })
      .where(and(eq(student.schoolId, schoolId), eq(student.id, studentId)))
      .returning({ id: student.id });
    if (updated.length === 0) throw new NotFoundError("Student");
    await recordActivity(tx, schoolId, actor, {
      action: "update",
      entity: "student",
      entityId: studentId,
      studentId,
      text: activityText("studentUpdated", { student: details.name }),
    });
    return getStudent(tx, schoolId, studentId);
  });
}
