import { and, eq, ne } from "drizzle-orm";
import { rollNumberKey } from "../../../shared/rules/student-sheet";
import type { Database } from "../../db/database";
import { student } from "../../db/schema";

/** The roll numbers the ledger's students already hold (as `rollNumberKey` compares them), so an import cannot repeat one. */
export async function listRollNumbers(db: Database, schoolId: string, ledgerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ rollNumber: student.rollNumber })
    .from(student)
    .where(and(eq(student.schoolId, schoolId), eq(student.ledgerId, ledgerId), ne(student.rollNumber, "")));
  return new Set(rows.map((row) => rollNumberKey(row.rollNumber)));
}
