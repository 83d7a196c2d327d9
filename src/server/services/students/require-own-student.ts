import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { student } from "../../db/schema";
import { NotFoundError } from "../errors";

export async function requireOwnStudent(db: Database, schoolId: string, studentId: string): Promise<void> {
  const [row] = await db
    .select({ id: student.id })
    .from(student)
    .where(and(eq(student.schoolId, schoolId), eq(student.id, studentId)))
    .limit(1);
  if (!row) throw new NotFoundError("Student");
}
