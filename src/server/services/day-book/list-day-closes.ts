import { and, asc, eq, gte, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DayClose } from "../../../shared/api/day-book";
import type { Database } from "../../db/database";
import { dayClose, user } from "../../db/schema";
import { toDayCloseWire } from "./to-day-close-wire";

/** The closes of a month (`2025-11`), reopened ones included, by day then time. */
export async function listDayCloses(db: Database, schoolId: string, month: string): Promise<DayClose[]> {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, "0")}-01`;
  const closer = alias(user, "closer");
  const reopener = alias(user, "reopener");
  const rows = await db
    .select({ row: dayClose, closedBy: closer.name, reopenedBy: reopener.name })
    .from(dayClose)
    .leftJoin(closer, eq(closer.id, dayClose.closedBy))
    .leftJoin(reopener, eq(reopener.id, dayClose.reopenedBy))
    .where(and(eq(dayClose.schoolId, schoolId), gte(dayClose.day, `${month}-01`), lt(dayClose.day, next)))
    .orderBy(asc(dayClose.day), asc(dayClose.closedAt));
  return rows.map((r) => toDayCloseWire(r.row, r.closedBy, r.reopenedBy));
}
