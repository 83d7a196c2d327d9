import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { school } from "./school";

/**
 * A day's cash count. While a day has a close that is not reopened, no Received row dated that day
 * or earlier is created, edited or cancelled (checked inside the write's transaction). Reopening
 * keeps the row, with who and why, so the history of closes stays.
 */
export const dayClose = pgTable(
  "day_close",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    expectedCashPaise: bigint("expected_cash_paise", { mode: "bigint" }).notNull(),
    countedCashPaise: bigint("counted_cash_paise", { mode: "bigint" }).notNull(),
    closedBy: text("closed_by").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
    reopenedBy: text("reopened_by"),
    reopenedAt: timestamp("reopened_at", { withTimezone: true }),
    reopenReason: text("reopen_reason"),
  },
  (t) => [
    uniqueIndex("day_close_open_key")
      .on(t.schoolId, t.day)
      .where(sql`${t.reopenedAt} is null`),
    index("day_close_school_day_idx").on(t.schoolId, t.day),
  ],
);
