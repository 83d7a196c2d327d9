import { and, asc, eq, gt } from "drizzle-orm";
import type { Team } from "../../../shared/api/team";
import type { Database } from "../../db/database";
import { invitation, schoolMember, user } from "../../db/schema";
import { toInvitationWire } from "./to-invitation-wire";

/** The school's members (owner first) and its invitations still open. */
export async function listTeam(db: Database, schoolId: string, now = new Date()): Promise<Team> {
  const members = await db
    .select({
      userId: schoolMember.userId,
      name: user.name,
      email: user.email,
      role: schoolMember.role,
      joinedAt: schoolMember.joinedAt,
    })
    .from(schoolMember)
    .innerJoin(user, eq(user.id, schoolMember.userId))
    .where(eq(schoolMember.schoolId, schoolId))
    .orderBy(asc(schoolMember.role), asc(schoolMember.joinedAt));
  const invitations = await db
    .select({ id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt })
    .from(invitation)
    .where(and(eq(invitation.schoolId, schoolId), eq(invitation.status, "pending"), gt(invitation.expiresAt, now)))
    .orderBy(asc(invitation.createdAt));
  return {
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    invitations: invitations.map(toInvitationWire),
  };
}
