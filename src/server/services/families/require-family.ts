import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { ledger, student } from "../../db/schema";
import { NotFoundError } from "../errors";

export interface FamilyChild {
  studentId: string;
  name: string;
  ledgerName: string;
  className: string;
}

/**
 * The children of a family: the school's students with this phone, each in its current session only
 * (a student rolled over to a next session is shown as that copy — decision 0042). None → 404, so a
 * phone of another school answers like one nobody has.
 */
export async function requireFamily(
  db: Database | Transaction,
  schoolId: string,
  phone: string,
): Promise<FamilyChild[]> {
  const children = await db
    .select({ studentId: student.id, name: student.name, ledgerName: ledger.name, className: ledger.className })
    .from(student)
    .innerJoin(ledger, and(eq(ledger.schoolId, student.schoolId), eq(ledger.id, student.ledgerId)))
    .where(
      and(
        eq(student.schoolId, schoolId),
        eq(student.phoneNumber, phone),
        sql`not exists (select 1 from student n where n.school_id = ${student.schoolId} and n.rolled_from_student_id = ${student.id})`,
      ),
    )
    .orderBy(asc(student.name), asc(student.id));
  if (children.length === 0) throw new NotFoundError("Family");
  return children;
}
