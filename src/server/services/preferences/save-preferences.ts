import { sql } from "drizzle-orm";
import type { Preferences, UpdatePreferencesBody } from "../../../shared/api/preferences";
import type { Database } from "../../db/database";
import { userPreference } from "../../db/schema";

/**
 * Keeps the person's choice on their account (per person, not per school: staff and owner each read
 * the app in their own language). One upsert, so two devices saving at once leave the later choice.
 */
export async function savePreferences(db: Database, userId: string, body: UpdatePreferencesBody): Promise<Preferences> {
  const [row] = await db
    .insert(userPreference)
    .values({ userId, language: body.language })
    .onConflictDoUpdate({
      target: userPreference.userId,
      set: { language: body.language, updatedAt: sql`now()` },
    })
    .returning({ language: userPreference.language });
  return { language: row!.language ?? null };
}
