import { eq } from "drizzle-orm";
import { MAX_STAFF } from "../../../shared/api/team";
import type { Database } from "../../db/database";
import { invitation, schoolMember } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { requirePremium } from "../billing/require-premium";
import { ConflictError, TeamFullError } from "../errors";
import { countSeats } from "./count-seats";
import { findOpenInvitation } from "./find-open-invitation";
import { getMembership } from "./get-membership";
import { lockSchool } from "./lock-school";
import { activityText } from "../../../shared/rules/activity-texts";

const ALREADY_MEMBER = "You already own or work for a school. An account can belong to only one school.";

/** The invitee joins the inviting school as staff; a user belongs to at most one school (409). */
export async function acceptInvitation(
  db: Database,
  invitee: Actor,
  invitationId: string,
  now = new Date(),
): Promise<{ schoolId: string }> {
  return db.transaction(async (tx) => {
    const open = await findOpenInvitation(tx, invitationId, invitee.email, now);
    if (await getMembership(tx, invitee.userId)) throw new ConflictError(ALREADY_MEMBER);
    const school = await lockSchool(tx, open.schoolId);
    await requirePremium(tx, open.schoolId);
    // Its own seat is among the pending ones; only the staff already in can make the team full.
    if ((await countSeats(tx, open.schoolId, now)).staff >= MAX_STAFF) throw new TeamFullError();
    const joined = await tx
      .insert(schoolMember)
      .values({ schoolId: open.schoolId, userId: invitee.userId, role: "staff" })
      .onConflictDoNothing()
      .returning();
    if (joined.length === 0) throw new ConflictError(ALREADY_MEMBER);
    await tx.update(invitation).set({ status: "accepted" }).where(eq(invitation.id, open.id));
    await recordActivity(tx, open.schoolId, invitee, {
      action: "create",
      entity: "member",
      entityId: invitee.userId,
      text: activityText("memberJoined", { school: school.name }),
    });
    return { schoolId: open.schoolId };
  });
}
