import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { invitation } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { findOpenInvitation } from "./find-open-invitation";
import { activityText } from "../../../shared/rules/activity-texts";

/** The invitee says no; the seat is free again and the owner sees it in the activity log. */
export async function declineInvitation(
  db: Database,
  invitee: Actor,
  invitationId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const open = await findOpenInvitation(tx, invitationId, invitee.email, now);
    await tx.update(invitation).set({ status: "declined" }).where(eq(invitation.id, open.id));
    await recordActivity(tx, open.schoolId, invitee, {
      action: "update",
      entity: "invitation",
      entityId: open.id,
      text: activityText("invitationDeclined", {}),
    });
  });
}
