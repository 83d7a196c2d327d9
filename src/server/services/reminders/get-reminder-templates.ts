import { eq } from "drizzle-orm";
import type { ReminderTemplates } from "../../../shared/api/reminder";
import type { Database } from "../../db/database";
import { school } from "../../db/schema";

export async function getReminderTemplates(db: Database, schoolId: string): Promise<ReminderTemplates> {
  const [row] = await db
    .select({
      en: school.reminderTemplateEn,
      hi: school.reminderTemplateHi,
      familyEn: school.familyReminderTemplateEn,
      familyHi: school.familyReminderTemplateHi,
      reminderSkipDays: school.reminderSkipDays,
    })
    .from(school)
    .where(eq(school.id, schoolId));
  return row ?? { en: null, hi: null, familyEn: null, familyHi: null, reminderSkipDays: 3 };
}
