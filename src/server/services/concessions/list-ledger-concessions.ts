import { and, asc, eq } from "drizzle-orm";
import type { LedgerConcession } from "../../../shared/api/concession";
import { paiseToRupees } from "../../../shared/money";
import type { Database } from "../../db/database";
import { student, studentConcession } from "../../db/schema";
import { requireOwnLedger } from "../ledgers/require-own-ledger";

/**
 * The standing concessions of a ledger's students, every head: what Charge fee's preview takes off
 * before the one-off concessions (the same rule, shared/rules/concession.ts, the server applies).
 */
export async function listLedgerConcessions(
  db: Database,
  schoolId: string,
  ledgerId: string,
): Promise<LedgerConcession[]> {
  await requireOwnLedger(db, schoolId, ledgerId);
  const rows = await db
    .select({ concession: studentConcession })
    .from(studentConcession)
    .innerJoin(
      student,
      and(eq(student.schoolId, studentConcession.schoolId), eq(student.id, studentConcession.studentId)),
    )
    .where(and(eq(studentConcession.schoolId, schoolId), eq(student.ledgerId, ledgerId)))
    .orderBy(asc(studentConcession.studentId), asc(studentConcession.feeHeadId));
  return rows.map(({ concession: c }) => ({
    studentId: c.studentId,
    feeHeadId: c.feeHeadId,
    kind: c.kind,
    value: c.kind === "amount" ? paiseToRupees(c.amountPaise ?? 0n) : Number(c.percent),
    category: c.category,
  }));
}
