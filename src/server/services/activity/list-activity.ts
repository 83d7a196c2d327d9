import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { ACTIVITY_PAGE_SIZE, type ActivityEntry, type ActivityPage } from "../../../shared/api/activity";
import type { Database } from "../../db/database";
import { activityLog, user } from "../../db/schema";

export interface ActivityFilter {
  page: number;
  userId?: string;
  studentId?: string;
}

/** One page of the school's activity, newest first, optionally for one person or one student. */
export async function listActivity(
  db: Database,
  schoolId: string,
  filter: ActivityFilter,
): Promise<Omit<ActivityPage, "success">> {
  const conditions: SQL[] = [eq(activityLog.schoolId, schoolId)];
  if (filter.userId) conditions.push(eq(activityLog.userId, filter.userId));
  if (filter.studentId) conditions.push(eq(activityLog.studentId, filter.studentId));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(activityLog).where(where);
  // The person by the name they have now; the e-mail they had then when the account is gone or nameless.
  const rows = await db
    .select({ entry: activityLog, name: user.name })
    .from(activityLog)
    .leftJoin(user, eq(user.id, activityLog.userId))
    .where(where)
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((filter.page - 1) * ACTIVITY_PAGE_SIZE);
  return {
    data: rows.map(({ entry, name }): ActivityEntry => ({
      id: entry.id,
      at: entry.at.toISOString(),
      userId: entry.userId,
      email: entry.email,
      who: name?.trim() || entry.email,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      // Rows from before codes keep their stored English summary and no code.
      code: entry.params && entry.summary.startsWith("@") ? entry.summary.slice(1) : null,
      params: entry.params ?? {},
      summary: entry.summary,
    })),
    currentPage: filter.page,
    totalPages: Math.max(1, Math.ceil(total!.n / ACTIVITY_PAGE_SIZE)),
  };
}
