import { sql } from "drizzle-orm";
import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ledger } from "./ledger";

export const student = pgTable(
  "student",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id").notNull(),
    ledgerId: uuid("ledger_id").notNull(),
    /** Per-school number, never reused: demand slip numbers are built from it. */
    serial: integer("serial").notNull(),
    name: text("name").notNull(),
    fatherName: text("father_name").notNull().default(""),
    motherName: text("mother_name").notNull().default(""),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    rollNumber: text("roll_number").notNull().default(""),
    // Roll numbers are text ("7", "12", "A-3"); zero-padding makes "7" sort before "12" in an index.
    rollSortKey: text("roll_sort_key")
      .notNull()
      .generatedAlwaysAs(sql`lpad(roll_number, 20, '0')`),
    phoneNumber: text("phone_number").notNull(),
    address: text("address").notNull().default(""),
    /** Kept by a trigger on `fee_transaction` (migration 0003): what a delete would take with it. */
    transactionCount: integer("transaction_count").notNull().default(0),
    /** The student this one is the next session's copy of (decision 0042): a student moves on once. */
    rolledFromStudentId: uuid("rolled_from_student_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.schoolId, t.ledgerId],
      foreignColumns: [ledger.schoolId, ledger.id],
      name: "student_ledger_fk",
    }).onDelete("cascade"),
    unique("student_school_id_id_key").on(t.schoolId, t.id),
    unique("student_school_serial_key").on(t.schoolId, t.serial),
    // Migration 0015 writes ON DELETE SET NULL ("rolled_from_student_id"): only the link is cleared,
    // school_id stays (drizzle cannot name the column).
    foreignKey({
      columns: [t.schoolId, t.rolledFromStudentId],
      foreignColumns: [t.schoolId, t.id],
      name: "student_rolled_from_fk",
    }).onDelete("set null"),
    uniqueIndex("student_rolled_from_key")
      .on(t.rolledFromStudentId)
      .where(sql`${t.rolledFromStudentId} is not null`),
    // A family is the students of a school sharing a phone number (issue 29).
    index("student_school_phone_idx").on(t.schoolId, t.phoneNumber),
    index("student_ledger_roll_idx").on(t.schoolId, t.ledgerId, t.rollSortKey, t.name, t.id),
  ],
);
