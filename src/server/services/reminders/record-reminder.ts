import { feeReminder } from "../../db/schema";
import type { Database } from "../../db/database";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { requirePremium } from "../billing/require-premium";
import { requireOwnStudent } from "../students/require-own-student";
import { activityText } from "../../../shared/rules/activity-texts";

/** Marks a student as reminded now (premium: 402 PREMIUM_REQUIRED otherwise); the defaulters list shows the latest. */
export async function recordReminder(
  db: Database,
  schoolId: string,
  actor: Actor,
  studentId: string,
): Promise<{ studentId: string; remindedAt: string }> {
  // The student first, so another school's id answers 404 whatever the caller's plan.
  const owner = await requireOwnStudent(db, schoolId, studentId);
  await requirePremium(db, schoolId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feeReminder)
      .values({ schoolId, studentId })
      .returning({ createdAt: feeReminder.createdAt });
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "student",
      entityId: studentId,
      studentId,
      text: activityText("reminderSent", { student: owner.name }),
    });
    return { studentId, remindedAt: row!.createdAt.toISOString() };
  });
}
