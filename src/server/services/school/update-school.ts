import { eq } from "drizzle-orm";
import type { updateSchoolBodySchema } from "../../../shared/api/school";
import type { z } from "zod";
import type { Database } from "../../db/database";
import { school } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import type { MemberSchool } from "./to-school-wire";
import { activityText } from "../../../shared/rules/activity-texts";

/** The owner edits the school's details; `schoolId` is the caller's (the route checks the path names it). */
export async function updateSchool(
  db: Database,
  schoolId: string,
  actor: Actor,
  details: z.output<typeof updateSchoolBodySchema>,
): Promise<MemberSchool> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(school)
      .set({
        name: details.schoolName,
        directorName: details.directorName,
        contactNumber: details.contactNumber,
        address: details.address,
        // Absent settings stay as they are; an empty UPI ID removes it.
        ...(details.upiVpa !== undefined ? { upiVpa: details.upiVpa || null } : {}),
        ...(details.slipDueDays !== undefined ? { slipDueDays: details.slipDueDays } : {}),
        ...(details.staffMayCloseDay !== undefined ? { staffMayCloseDay: details.staffMayCloseDay } : {}),
        updatedAt: new Date(),
      })
      .where(eq(school.id, schoolId))
      .returning();
    if (!row) throw new NotFoundError("School");
    await recordActivity(tx, schoolId, actor, {
      action: "update",
      entity: "school",
      entityId: schoolId,
      text: activityText("schoolUpdated", { school: row.name }),
    });
    return { ...row, role: "owner" as const };
  });
}
