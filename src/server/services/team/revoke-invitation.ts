import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { invitation } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { activityText } from "../../../shared/rules/activity-texts";

/** Withdraws an open invitation of the caller's school; it can no longer be accepted. */
export async function revokeInvitation(
  db: Database,
  schoolId: string,
  actor: Actor,
  invitationId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitation)
      .set({ status: "revoked" })
      .where(and(eq(invitation.schoolId, schoolId), eq(invitation.id, invitationId), eq(invitation.status, "pending")))
      .returning({ email: invitation.email });
    if (!row) throw new NotFoundError("Invitation");
    await recordActivity(tx, schoolId, actor, {
      action: "delete",
      entity: "invitation",
      entityId: invitationId,
      text: activityText("invitationRevoked", { email: row.email }),
    });
  });
}
