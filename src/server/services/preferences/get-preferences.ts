import { eq } from "drizzle-orm";
import type { Preferences } from "../../../shared/api/preferences";
import type { Database } from "../../db/database";
import { userPreference } from "../../db/schema";

/** A person's saved choices; a person who never chose has no row, which reads as nothing chosen. */
export async function getPreferences(db: Database, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ language: userPreference.language })
    .from(userPreference)
    .where(eq(userPreference.userId, userId))
    .limit(1);
  return { language: row?.language ?? null };
}
