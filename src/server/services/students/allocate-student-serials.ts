import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { school } from "../../db/schema";

/**
 * Reserves `count` consecutive serials for new students of a school and returns the first. The
 * UPDATE's row lock makes concurrent additions queue, so no two students ever share a serial.
 * Call inside the transaction that inserts the students, before it locks any ledger row (inserting a
 * student locks its ledger's kept count): the school first, then rows, in every transaction.
 */
export async function allocateStudentSerials(
  tx: Transaction | Database,
  schoolId: string,
  count: number,
): Promise<number> {
  const [row] = await tx
    .update(school)
    .set({ studentSerialCounter: sql`${school.studentSerialCounter} + ${count}` })
    .where(eq(school.id, schoolId))
    .returning({ last: school.studentSerialCounter });
  return row!.last - count + 1;
}
