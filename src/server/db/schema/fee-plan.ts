import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { feeHead } from "./fee-head";
import { ledger } from "./ledger";
import { student } from "./student";

/** An instalment of a "terms" plan: its label ("Term 1") and due date. */
export interface FeePlanTerm {
  label: string;
  dueDate: string;
}

/** Owed when a period's charge is still unsettled `graceDays` after its due date. */
export interface LateFineRule {
  graceDays: number;
  kind: "fixed" | "per-day";
  /** The fine (fixed) or the fine per day late (per-day). */
  amountPaise: number;
  /** Per-day fines stop growing here; null for fixed. */
  capPaise: number | null;
}

/**
 * A charge of one fee head saved for a ledger and posted on schedule: every month or every quarter
 * (Apr, Jul, Oct, Jan) on `day_of_month`, on each term's date, or once on `due_date`. Deleting it
 * stops its postings; the Dues rows it already wrote stay.
 */
export const feePlan = pgTable(
  "fee_plan",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id").notNull(),
    ledgerId: uuid("ledger_id").notNull(),
    description: text("description").notNull(),
    amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull(),
    feeHeadId: uuid("fee_head_id").notNull(),
    schedule: text("schedule", { enum: ["monthly", "quarterly", "terms", "once"] }).notNull(),
    dayOfMonth: integer("day_of_month"),
    dueDate: date("due_date", { mode: "string" }),
    terms: jsonb("terms").$type<FeePlanTerm[]>(),
    lateFine: jsonb("late_fine").$type<LateFineRule>(),
    // Kept when the user is gone, like the activity log's user id.
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.schoolId, t.ledgerId],
      foreignColumns: [ledger.schoolId, ledger.id],
      name: "fee_plan_ledger_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.schoolId, t.feeHeadId],
      foreignColumns: [feeHead.schoolId, feeHead.id],
      name: "fee_plan_fee_head_fk",
    }).onDelete("restrict"),
    unique("fee_plan_school_id_id_key").on(t.schoolId, t.id),
    index("fee_plan_ledger_idx").on(t.schoolId, t.ledgerId, t.createdAt),
    check("fee_plan_amount_positive", sql`${t.amountPaise} > 0`),
    check(
      "fee_plan_schedule_valid",
      sql`(${t.schedule} in ('monthly', 'quarterly') and ${t.dayOfMonth} between 1 and 28 and ${t.dueDate} is null and ${t.terms} is null)
        or (${t.schedule} = 'once' and ${t.dueDate} is not null and ${t.dayOfMonth} is null and ${t.terms} is null)
        or (${t.schedule} = 'terms' and jsonb_typeof(${t.terms}) = 'array' and ${t.dayOfMonth} is null and ${t.dueDate} is null)`,
    ),
  ],
);

/**
 * One student charged for one period of a plan ("2025-09", or a one-off's date). The primary key is
 * what makes posting exactly-once: every poster inserts here with ON CONFLICT DO NOTHING and writes
 * Dues only for the rows it actually inserted, in the same transaction — so two server instances, a
 * restart mid-run or a double tap on "Post this month's fees" never charge a student twice.
 */
export const feePlanPosting = pgTable(
  "fee_plan_posting",
  {
    schoolId: uuid("school_id").notNull(),
    feePlanId: uuid("fee_plan_id").notNull(),
    studentId: uuid("student_id").notNull(),
    period: text("period").notNull(),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "fee_plan_posting_pkey", columns: [t.schoolId, t.feePlanId, t.studentId, t.period] }),
    foreignKey({
      columns: [t.schoolId, t.feePlanId],
      foreignColumns: [feePlan.schoolId, feePlan.id],
      name: "fee_plan_posting_plan_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [student.schoolId, student.id],
      name: "fee_plan_posting_student_fk",
    }).onDelete("cascade"),
    // Deleting a student cascades here; without this the delete would scan every posting of the school.
    index("fee_plan_posting_student_idx").on(t.schoolId, t.studentId),
  ],
);
