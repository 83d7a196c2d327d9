import { and, eq } from "drizzle-orm";
import type { Student } from "../../../shared/api/student";
import type { Database } from "../../db/database";
import { student } from "../../db/schema";
import { NotFoundError } from "../errors";
import { studentWithTransactionCount } from "./student-columns";
import { toStudentWire } from "./to-student-wire";

export async function getStudent(db: Database, schoolId: string, studentId: string): Promise<Student> {
  const [row] = await db
    .select(studentWithTransactionCount)
    .from(student)
    .where(and(eq(student.schoolId, schoolId), eq(student.id, studentId)))
    .limit(1);
  if (!row) throw new NotFoundError("Student");
  const { transactionCount, ...rest } = row;
  return toStudentWire(rest, Number(transactionCount));
}
