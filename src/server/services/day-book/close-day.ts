import { and, eq, isNull, sql } from "drizzle-orm";
import type { DayClose } from "../../../shared/api/day-book";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import { activityText } from "../../../shared/rules/activity-texts";
import type { Database } from "../../db/database";
import { dayClose, school } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { ForbiddenError, ServiceError } from "../errors";
import { readDayBookTotals } from "./read-day-book-totals";
import { toDayCloseWire } from "./to-day-close-wire";

/**
 * Closes a day: the expected cash is the day's net cash in the day book, counted is what the drawer
 * held. Owner, or staff when the school allows it. The school's day-close advisory lock is taken
 * exclusively, so a receipt being written for this day (which holds it shared, see assert-day-open.ts)
 * either commits before the count or is refused after it. A day already closed → 409.
 */
export async function closeDay(
  db: Database,
  schoolId: string,
  actor: Actor,
  day: string,
  cashCounted: number,
): Promise<DayClose> {
  return db.transaction(async (tx) => {
    if (actor.role !== "owner") {
      const [row] = await tx.select({ may: school.staffMayCloseDay }).from(school).where(eq(school.id, schoolId));
      if (!row?.may) throw new ForbiddenError("Only the owner closes the day in this school.");
    }
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`day-close:${schoolId}`}, 0))`);
    const [open] = await tx
      .select({ id: dayClose.id })
      .from(dayClose)
      .where(and(eq(dayClose.schoolId, schoolId), eq(dayClose.day, day), isNull(dayClose.reopenedAt)));
    if (open) throw new ServiceError(409, "DAY_ALREADY_CLOSED", `The day ${day} is already closed.`);
    const { totals } = await readDayBookTotals(tx as unknown as Database, schoolId, { from: day, to: day }, {});
    const expected = rupeesToPaise(totals.byMode.cash);
    const counted = rupeesToPaise(cashCounted);
    const [row] = await tx
      .insert(dayClose)
      .values({ schoolId, day, expectedCashPaise: expected, countedCashPaise: counted, closedBy: actor.userId })
      .returning();
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "school",
      entityId: row!.id,
      text: activityText("dayClosed", {
        day,
        expected: paiseToRupees(expected),
        counted: cashCounted,
        difference: paiseToRupees(counted - expected),
      }),
    });
    return toDayCloseWire(row!, null, null);
  });
}
