import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { school } from "../../db/schema";
import type { SchoolRow } from "./to-school-wire";

/** The caller's own school, or null before SchoolManager has been completed. */
export async function getSchoolForUser(db: Database, userId: string): Promise<SchoolRow | null> {
  const [row] = await db.select().from(school).where(eq(school.ownerUserId, userId)).limit(1);
  return row ?? null;
}
