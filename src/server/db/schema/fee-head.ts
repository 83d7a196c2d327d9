import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { school } from "./school";
import { student } from "./student";

/** The fee heads every school starts with (migration 0017's `seed_fee_heads`), by their stable code. */
export const systemFeeHeadCodes = [
  "tuition",
  "admission",
  "exam",
  "transport",
  "books-uniform",
  "late-fine",
  "opening-balance",
  "other",
] as const;
export type SystemFeeHeadCode = (typeof systemFeeHeadCodes)[number];

/**
 * What a charge is for: Tuition fee, Transport fee… A school's own list; the system heads carry a
 * `code` so the rules can find "Other", "Late fine" and "Opening balance" whatever the director
 * renamed them to. A head some charge or plan uses cannot be deleted (RESTRICT), only archived.
 */
export const feeHead = pgTable(
  "fee_head",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    code: text("code", { enum: systemFeeHeadCodes }),
    name: text("name").notNull(),
    nameHi: text("name_hi").notNull().default(""),
    /** Counts towards the tuition-fee certificate (Section 80C). */
    tuition: boolean("tuition").notNull().default(false),
    archived: boolean("archived").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("fee_head_school_id_id_key").on(t.schoolId, t.id),
    uniqueIndex("fee_head_school_code_key")
      .on(t.schoolId, t.code)
      .where(sql`${t.code} is not null`),
  ],
);

export const concessionKinds = ["amount", "percent"] as const;
export const concessionCategories = ["rte", "ews", "staff-ward", "sibling", "merit", "other"] as const;

/**
 * A standing concession: every later charge of this head for this student is reduced by it, whoever
 * or whatever writes the charge (plan posting, Charge fee, a single Dues).
 */
export const studentConcession = pgTable(
  "student_concession",
  {
    schoolId: uuid("school_id").notNull(),
    studentId: uuid("student_id").notNull(),
    feeHeadId: uuid("fee_head_id").notNull(),
    kind: text("kind", { enum: concessionKinds }).notNull(),
    /** Paise off each charge, for kind "amount". */
    amountPaise: bigint("amount_paise", { mode: "bigint" }),
    /** Per cent off each charge (0.01–100), for kind "percent". */
    percent: numeric("percent", { precision: 5, scale: 2 }),
    category: text("category", { enum: concessionCategories }).notNull(),
    note: text("note").notNull().default(""),
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "student_concession_pkey", columns: [t.schoolId, t.studentId, t.feeHeadId] }),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [student.schoolId, student.id],
      name: "student_concession_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.schoolId, t.feeHeadId],
      foreignColumns: [feeHead.schoolId, feeHead.id],
      name: "student_concession_fee_head_fk",
    }).onDelete("cascade"),
    check(
      "student_concession_value_valid",
      sql`(${t.kind} = 'amount' and ${t.amountPaise} > 0 and ${t.percent} is null)
        or (${t.kind} = 'percent' and ${t.percent} > 0 and ${t.percent} <= 100 and ${t.amountPaise} is null)`,
    ),
    check(
      "student_concession_category_valid",
      sql`${t.category} in ('rte', 'ews', 'staff-ward', 'sibling', 'merit', 'other')`,
    ),
  ],
);
