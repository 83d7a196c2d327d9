import { and, eq, gt } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { invitation } from "../../db/schema";
import { NotFoundError } from "../errors";

/**
 * An invitation the signed-in user may answer: addressed to their e-mail, still pending, not expired.
 * Anything else (someone else's, revoked, expired) answers 404 alike.
 */
export async function findOpenInvitation(tx: Transaction | Database, invitationId: string, email: string, now: Date) {
  const [row] = await tx
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.id, invitationId),
        eq(invitation.email, email.toLowerCase()),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, now),
      ),
    )
    .for("update");
  if (!row) throw new NotFoundError("Invitation");
  return row;
}
