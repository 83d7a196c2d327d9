import { and, count, eq, gt } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { invitation, schoolMember } from "../../db/schema";

/** Staff members, and invitations still open (each holds a seat until answered, revoked or expired). */
export async function countSeats(
  tx: Transaction | Database,
  schoolId: string,
  now: Date,
): Promise<{ staff: number; pending: number }> {
  const [staff] = await tx
    .select({ n: count() })
    .from(schoolMember)
    .where(and(eq(schoolMember.schoolId, schoolId), eq(schoolMember.role, "staff")));
  const [pending] = await tx
    .select({ n: count() })
    .from(invitation)
    .where(and(eq(invitation.schoolId, schoolId), eq(invitation.status, "pending"), gt(invitation.expiresAt, now)));
  return { staff: staff!.n, pending: pending!.n };
}
