import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { school } from "../../db/schema";

/** Takes the school row's lock, so concurrent invitations and acceptances count the team's seats one at a time. */
export async function lockSchool(tx: Transaction, schoolId: string): Promise<{ name: string }> {
  const [row] = await tx.select({ name: school.name }).from(school).where(eq(school.id, schoolId)).for("update");
  return row!;
}
