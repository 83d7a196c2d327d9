import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { school } from "./school";

/**
 * What the school keeps about a family — the students of one school who share a guardian phone
 * number. The family itself is never entered: this row is made the first time it is needed (a
 * link, a reference, a promise, a reminder).
 */
export const family = pgTable(
  "family",
  {
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    /** Short code a parent puts in the UPI note ("BAHI-7Q4K"), matched in bank narrations. */
    reference: text("reference").notNull(),
    /** SHA-256 (hex) of the parent page's code (/p/{code}); null when no link or revoked. */
    linkHash: text("link_hash"),
    linkCreatedAt: timestamp("link_created_at", { withTimezone: true }),
    promiseDate: date("promise_date", { mode: "string" }),
    promiseNote: text("promise_note"),
    promisedAt: timestamp("promised_at", { withTimezone: true }),
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "family_pkey", columns: [t.schoolId, t.phone] }),
    unique("family_school_reference_key").on(t.schoolId, t.reference),
    uniqueIndex("family_link_key")
      .on(t.linkHash)
      .where(sql`${t.linkHash} is not null`),
  ],
);

/** One child's share of a claimed or matched payment. */
export interface PaymentSplit {
  studentId: string;
  amountPaise: number;
}

/**
 * "I have paid": a parent's UPI reference (UTR) and amount, waiting for the school to confirm it
 * (Received rows per child, with receipts) or reject it with a reason the parent sees.
 */
export const paymentClaim = pgTable(
  "payment_claim",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id").notNull(),
    phone: text("phone").notNull(),
    utr: text("utr").notNull(),
    amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull(),
    /** The parent's split between children; null means oldest dues first. */
    split: jsonb("split").$type<PaymentSplit[]>(),
    status: text("status", { enum: ["pending", "confirmed", "rejected"] })
      .notNull()
      .default("pending"),
    rejectReason: text("reject_reason"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.schoolId, t.phone],
      foreignColumns: [family.schoolId, family.phone],
      name: "payment_claim_family_fk",
    }).onDelete("cascade"),
    index("payment_claim_school_status_idx").on(t.schoolId, t.status, t.createdAt),
    check("payment_claim_amount_positive", sql`${t.amountPaise} > 0`),
    check("payment_claim_status_valid", sql`${t.status} in ('pending', 'confirmed', 'rejected')`),
  ],
);

/**
 * Every UPI / bank reference the school has recorded, however it came (a confirmed claim, a bank
 * statement, a receipt typed by hand): the one place that says a reference was already used
 * (409 DUPLICATE_UTR), so a payment is never recorded twice.
 */
export const paymentReference = pgTable(
  "payment_reference",
  {
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    source: text("source", { enum: ["claim", "bank-statement", "manual"] }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "payment_reference_pkey", columns: [t.schoolId, t.reference] })],
);

/**
 * A "Remind all" over the dues page's filter, family by family; its progress is these rows, so a
 * reload carries on where it stopped.
 */
export const reminderRound = pgTable(
  "reminder_round",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    filter: jsonb("filter").$type<Record<string, string | number | null>>().notNull(),
    startedBy: text("started_by").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [unique("reminder_round_school_id_id_key").on(t.schoolId, t.id)],
);

export const reminderRoundFamily = pgTable(
  "reminder_round_family",
  {
    schoolId: uuid("school_id").notNull(),
    roundId: uuid("round_id").notNull(),
    phone: text("phone").notNull(),
    status: text("status", { enum: ["pending", "sent", "skipped"] })
      .notNull()
      .default("pending"),
    /** Why a family was skipped: "paid", "claimed", "promised", "recently-reminded". */
    skipReason: text("skip_reason"),
    at: timestamp("at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "reminder_round_family_pkey", columns: [t.schoolId, t.roundId, t.phone] }),
    foreignKey({
      columns: [t.schoolId, t.roundId],
      foreignColumns: [reminderRound.schoolId, reminderRound.id],
      name: "reminder_round_family_round_fk",
    }).onDelete("cascade"),
  ],
);
