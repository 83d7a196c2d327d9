import { and, eq, isNull } from "drizzle-orm";
import type { DayClose } from "../../../shared/api/day-book";
import { activityText } from "../../../shared/rules/activity-texts";
import type { Database } from "../../db/database";
import { dayClose } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { toDayCloseWire } from "./to-day-close-wire";

/** The owner reopens a closed day; the close row stays with who reopened it, when and why. Not closed → 404. */
export async function reopenDay(
  db: Database,
  schoolId: string,
  actor: Actor,
  day: string,
  reason: string,
): Promise<DayClose> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dayClose)
      .set({ reopenedAt: new Date(), reopenedBy: actor.userId, reopenReason: reason })
      .where(and(eq(dayClose.schoolId, schoolId), eq(dayClose.day, day), isNull(dayClose.reopenedAt)))
      .returning();
    if (!row) throw new NotFoundError("Closed day");
    await recordActivity(tx, schoolId, actor, {
      action: "update",
      entity: "school",
      entityId: row.id,
      text: activityText("dayReopened", { day, reason }),
    });
    return toDayCloseWire(row, null, null);
  });
}
