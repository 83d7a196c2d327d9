import { and, eq, inArray } from "drizzle-orm";
import type { StandingConcession, StudentConcession } from "../../../shared/api/concession";
import { rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { feeHead, studentConcession } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { NotFoundError } from "../errors";
import { requireOwnStudent } from "../students/require-own-student";
import { listStudentConcessions } from "./list-student-concessions";

/**
 * The student's whole set of standing concessions, replaced in one transaction (an empty list removes
 * them all). Charges already written keep their concession; the new set applies from the next charge.
 * A head of another school (or none) is a 404, like the student.
 */
export async function replaceStudentConcessions(
  db: Database,
  schoolId: string,
  actor: Actor,
  studentId: string,
  concessions: StandingConcession[],
): Promise<StudentConcession[]> {
  return db.transaction(async (tx) => {
    await requireOwnStudent(tx, schoolId, studentId);
    const headIds = [...new Set(concessions.map((c) => c.feeHeadId))];
    if (headIds.length > 0) {
      const heads = await tx
        .select({ id: feeHead.id })
        .from(feeHead)
        .where(and(eq(feeHead.schoolId, schoolId), inArray(feeHead.id, headIds)));
      if (heads.length !== headIds.length) throw new NotFoundError("Fee head");
    }
    await tx
      .delete(studentConcession)
      .where(and(eq(studentConcession.schoolId, schoolId), eq(studentConcession.studentId, studentId)));
    if (concessions.length > 0)
      await tx.insert(studentConcession).values(
        concessions.map((c) => ({
          schoolId,
          studentId,
          feeHeadId: c.feeHeadId,
          kind: c.kind,
          amountPaise: c.kind === "amount" ? rupeesToPaise(c.value) : null,
          percent: c.kind === "percent" ? c.value.toFixed(2) : null,
          category: c.category,
          note: c.note,
          updatedBy: actor.userId,
        })),
      );
    return listStudentConcessions(tx, schoolId, studentId);
  });
}
