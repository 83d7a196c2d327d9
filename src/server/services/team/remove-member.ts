import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { schoolMember, user } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { ConflictError, NotFoundError } from "../errors";
import { activityText } from "../../../shared/rules/activity-texts";

/**
 * Removes a staff member. Their next request finds no membership (staff are never cached), so
 * they are out at once. The owner cannot be removed: a school always has its owner.
 */
export async function removeMember(db: Database, schoolId: string, actor: Actor, userId: string): Promise<void> {
  if (userId === actor.userId) throw new ConflictError("The owner cannot leave their own school.");
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(schoolMember)
      .where(and(eq(schoolMember.schoolId, schoolId), eq(schoolMember.userId, userId), eq(schoolMember.role, "staff")))
      .returning({ userId: schoolMember.userId });
    if (!removed) throw new NotFoundError("Member");
    const [who] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
    await recordActivity(tx, schoolId, actor, {
      action: "delete",
      entity: "member",
      entityId: userId,
      text: activityText("memberRemoved", { member: who?.name.trim() || who?.email || userId }),
    });
  });
}
