import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { school } from "../../db/schema";

/**
 * Takes the school row's lock that `allocateStudentSerials` takes, for a transaction that must lock
 * a ledger row before it knows how many serials it needs. Every transaction that adds students takes
 * this lock first and ledger rows after, so two of them never wait on each other in a circle.
 */
export async function lockStudentSerials(tx: Transaction, schoolId: string): Promise<void> {
  await tx.select({ id: school.id }).from(school).where(eq(school.id, schoolId)).for("no key update");
}
