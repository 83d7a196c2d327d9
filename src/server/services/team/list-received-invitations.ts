import { and, asc, eq, gt } from "drizzle-orm";
import type { ReceivedInvitation } from "../../../shared/api/team";
import type { Database } from "../../db/database";
import { invitation, school } from "../../db/schema";

/** The open invitations addressed to the signed-in user's e-mail, with the inviting school's name. */
export async function listReceivedInvitations(
  db: Database,
  email: string,
  now = new Date(),
): Promise<ReceivedInvitation[]> {
  const rows = await db
    .select({ id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt, schoolName: school.name })
    .from(invitation)
    .innerJoin(school, eq(school.id, invitation.schoolId))
    .where(
      and(eq(invitation.email, email.toLowerCase()), eq(invitation.status, "pending"), gt(invitation.expiresAt, now)),
    )
    .orderBy(asc(invitation.createdAt));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
}
