import { foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, index } from "drizzle-orm/pg-core";
import { school } from "./school";
import { student } from "./student";

/**
 * The last receipt (series "receipt", "2025-26/0001") or refund (series "refund", "2025-26/R0001")
 * number of a school in a session ("2025-26"). Incremented with an upsert inside the
 * transaction that creates the Received row, so its row lock serialises concurrent receipts: no gaps
 * (a rolled-back receipt rolls its number back too) and no repeats; deletes never decrement it.
 */
export const receiptCounter = pgTable(
  "receipt_counter",
  {
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    series: text("series", { enum: ["receipt", "refund"] })
      .notNull()
      .default("receipt"),
    session: text("session").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ name: "receipt_counter_pkey", columns: [t.schoolId, t.series, t.session] })],
);

/**
 * A request made with an `Idempotency-Key`: the key is claimed in the same transaction as the work,
 * so a retry either waits for the first attempt and answers its stored result or, if that attempt
 * failed and rolled back, does the work itself.
 */
export const idempotentRequest = pgTable(
  "idempotent_request",
  {
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Which operation used the key, so one key sent to two routes is not confused. */
    operation: text("operation").notNull(),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.key] })],
);

/** A WhatsApp reminder the director opened for a student; the Dues page shows the latest. */
export const feeReminder = pgTable(
  "fee_reminder",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id").notNull(),
    studentId: uuid("student_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [student.schoolId, student.id],
      name: "fee_reminder_student_fk",
    }).onDelete("cascade"),
    index("fee_reminder_student_idx").on(t.schoolId, t.studentId, t.createdAt),
  ],
);
