import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { studentPhoto } from "../../db/schema";
import { NotFoundError } from "../errors";

/** The student's photo and its version; a student without one, or of another school, is a 404. */
export async function getStudentPhoto(
  db: Database,
  schoolId: string,
  studentId: string,
): Promise<{ jpeg: Uint8Array; version: string }> {
  const [row] = await db
    .select({ jpeg: studentPhoto.jpeg, version: studentPhoto.version })
    .from(studentPhoto)
    .where(and(eq(studentPhoto.schoolId, schoolId), eq(studentPhoto.studentId, studentId)))
    .limit(1);
  if (!row) throw new NotFoundError("Photo");
  return row;
}
