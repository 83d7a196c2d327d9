import type { DayClose } from "../../../shared/api/day-book";
import { paiseToRupees } from "../../../shared/money";
import type { dayClose } from "../../db/schema";

/** A close as the API answers it, with the people's names (the ids when the user is gone). */
export function toDayCloseWire(
  row: typeof dayClose.$inferSelect,
  closedByName: string | null,
  reopenedByName: string | null,
): DayClose {
  return {
    id: row.id,
    day: row.day,
    expectedCash: paiseToRupees(row.expectedCashPaise),
    countedCash: paiseToRupees(row.countedCashPaise),
    difference: paiseToRupees(row.countedCashPaise - row.expectedCashPaise),
    closedBy: closedByName ?? row.closedBy,
    closedAt: row.closedAt.toISOString(),
    reopenedBy: row.reopenedBy === null ? null : (reopenedByName ?? row.reopenedBy),
    reopenedAt: row.reopenedAt?.toISOString() ?? null,
    reopenReason: row.reopenReason,
  };
}
