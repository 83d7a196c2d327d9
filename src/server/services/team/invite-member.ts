import { and, eq, gt } from "drizzle-orm";
import { INVITATION_DAYS, MAX_STAFF, type Invitation } from "../../../shared/api/team";
import type { Database } from "../../db/database";
import { invitation, schoolMember, user } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { requirePremium } from "../billing/require-premium";
import { ConflictError, TeamFullError } from "../errors";
import { countSeats } from "./count-seats";
import { lockSchool } from "./lock-school";
import { toInvitationWire } from "./to-invitation-wire";
import { activityText } from "../../../shared/rules/activity-texts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The owner invites an e-mail address (already lower-cased by the contract) to join as staff. */
export async function inviteMember(
  db: Database,
  schoolId: string,
  actor: Actor,
  email: string,
  now = new Date(),
): Promise<Invitation> {
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    await requirePremium(tx, schoolId);
    const [member] = await tx
      .select({ userId: schoolMember.userId })
      .from(schoolMember)
      .innerJoin(user, eq(user.id, schoolMember.userId))
      .where(and(eq(schoolMember.schoolId, schoolId), eq(user.email, email)));
    if (member) throw new ConflictError(`${email} is already in the team.`);
    const [open] = await tx
      .select({ id: invitation.id })
      .from(invitation)
      .where(
        and(
          eq(invitation.schoolId, schoolId),
          eq(invitation.email, email),
          eq(invitation.status, "pending"),
          gt(invitation.expiresAt, now),
        ),
      );
    if (open) throw new ConflictError(`${email} has already been invited.`);
    const seats = await countSeats(tx, schoolId, now);
    if (seats.staff + seats.pending >= MAX_STAFF) throw new TeamFullError();
    const [row] = await tx
      .insert(invitation)
      .values({ schoolId, email, expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS) })
      .returning();
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "invitation",
      entityId: row!.id,
      text: activityText("memberInvited", { email }),
    });
    return toInvitationWire(row!);
  });
}
