import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { student } from "../../db/schema";
import { NotFoundError } from "../errors";

/** One DELETE; the composite foreign key cascades to the student's transactions in the same statement. */
export async function deleteStudent(db: Database, schoolId: string, studentId: string): Promise<void> {
  const deleted = await db
    .delete(student)
    .where(and(eq(student.schoolId, schoolId), eq(student.id, studentId)))
    .returning({ id: student.id });
  if (deleted.length === 0) throw new NotFoundError("Student");
}
