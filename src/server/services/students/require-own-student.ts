import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { student } from "../../db/schema";
import { NotFoundError } from "../errors";

/** The student's id and name, if they belong to this school; otherwise a 404. */
export async function requireOwnStudent(
  db: Database | Transaction,
  schoolId: string,
  studentId: string,
): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({ id: student.id, name: student.name })
    .from(student)
    .where(and(eq(student.schoolId, schoolId), eq(student.id, studentId)))
    .limit(1);
  if (!row) throw new NotFoundError("Student");
  return row;
}
