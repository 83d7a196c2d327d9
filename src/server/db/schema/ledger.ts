import { index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { school } from "./school";

/** A class in a session year ("Class 10 A, 2025-26"). */
export const ledger = pgTable(
  "ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    className: text("class_name").notNull(),
    sessionYear: text("session_year").notNull(),
    /** Kept by a trigger on `student` (migration 0003), so a page of students needs no count. */
    studentCount: integer("student_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Target of the composite foreign keys below it: children name their school as well as their parent.
    unique("ledger_school_id_id_key").on(t.schoolId, t.id),
    index("ledger_school_created_idx").on(t.schoolId, t.createdAt),
  ],
);
