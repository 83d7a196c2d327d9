import { eq } from "drizzle-orm";
import type { ReminderTemplates } from "../../../shared/api/reminder";
import type { Database } from "../../db/database";
import { school } from "../../db/schema";
import { getReminderTemplates } from "./get-reminder-templates";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { activityText } from "../../../shared/rules/activity-texts";

/** An empty template goes back to the built-in default. */
export async function updateReminderTemplates(
  db: Database,
  schoolId: string,
  actor: Actor,
  templates: ReminderTemplates,
): Promise<ReminderTemplates> {
  const en = templates.en || null;
  const hi = templates.hi || null;
  // The family texts change only when sent (the per-student form sends only its own two).
  const family = {
    ...(templates.familyEn !== undefined ? { familyReminderTemplateEn: templates.familyEn || null } : {}),
    ...(templates.familyHi !== undefined ? { familyReminderTemplateHi: templates.familyHi || null } : {}),
    ...(templates.reminderSkipDays !== undefined ? { reminderSkipDays: templates.reminderSkipDays } : {}),
  };
  await db.transaction(async (tx) => {
    await tx
      .update(school)
      .set({ reminderTemplateEn: en, reminderTemplateHi: hi, ...family, updatedAt: new Date() })
      .where(eq(school.id, schoolId));
    await recordActivity(tx, schoolId, actor, {
      action: "update",
      entity: "school",
      entityId: schoolId,
      text: activityText("reminderTemplatesChanged", {}),
    });
  });
  return getReminderTemplates(db, schoolId);
}
