import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { ACTIVITY_PAGE_SIZE, type ActivityEntry, type ActivityPage } from "../../../shared/api/activity";
import type { Database } from "../../db/database";
import { activityLog } from "../../db/schema";

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
  const rows = await db
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((filter.page - 1) * ACTIVITY_PAGE_SIZE);
  return {
    data: rows.map((row): ActivityEntry => ({
      id: row.id,
      at: row.at.toISOString(),
      userId: row.userId,
      email: row.email,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      summary: row.summary,
    })),
    currentPage: filter.page,
    totalPages: Math.max(1, Math.ceil(total!.n / ACTIVITY_PAGE_SIZE)),
  };
}
