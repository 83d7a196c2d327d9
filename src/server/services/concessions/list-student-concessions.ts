import { and, asc, eq } from "drizzle-orm";
import type { StudentConcession } from "../../../shared/api/concession";
import { paiseToRupees } from "../../../shared/money";
import type { Database, Transaction } from "../../db/database";
import { feeHead, studentConcession } from "../../db/schema";
import { requireOwnStudent } from "../students/require-own-student";

/** A student's standing concessions, one per head, with the head's name; `value` in rupees or per cent. */
export async function listStudentConcessions(
  db: Database | Transaction,
  schoolId: string,
  studentId: string,
): Promise<StudentConcession[]> {
  await requireOwnStudent(db, schoolId, studentId);
  const rows = await db
    .select({ concession: studentConcession, headName: feeHead.name })
    .from(studentConcession)
    .innerJoin(
      feeHead,
      and(eq(feeHead.schoolId, studentConcession.schoolId), eq(feeHead.id, studentConcession.feeHeadId)),
    )
    .where(and(eq(studentConcession.schoolId, schoolId), eq(studentConcession.studentId, studentId)))
    .orderBy(asc(feeHead.createdAt), asc(feeHead.name));
  return rows.map(({ concession: c, headName }) => ({
    feeHeadId: c.feeHeadId,
    feeHeadName: headName,
    kind: c.kind,
    value: c.kind === "amount" ? paiseToRupees(c.amountPaise ?? 0n) : Number(c.percent),
    category: c.category,
    note: c.note,
  }));
}
