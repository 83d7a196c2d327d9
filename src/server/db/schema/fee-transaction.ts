import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { concessionCategories, feeHead } from "./fee-head";
import { feePlan } from "./fee-plan";
import { student } from "./student";

/**
 * A Dues charge (debit) or money Received (credit), in integer paise. A refund is a debit with a
 * refund number: money paid back raises what the student owes, like a charge.
 */
export const feeTransaction = pgTable(
  "fee_transaction",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id").notNull(),
    studentId: uuid("student_id").notNull(),
    amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull(),
    description: text("description").notNull().default(""),
    type: text("type", { enum: ["credit", "debit"] }).notNull(),
    transactionDate: date("transaction_date", { mode: "string" }).notNull(),
    /** Received only: "2025-26/0001", allocated from receipt_counter in the same transaction. */
    receiptNo: text("receipt_no"),
    /** Received only, optional: how the money came. */
    paymentMode: text("payment_mode", { enum: ["cash", "upi", "cheque", "bank"] }),
    /**
     * Set on the old ledger's entry that settles a balance carried into the next session (decision
     * 0042): the student it went to. Deleting that student deletes this entry, so the balance returns.
     * Not money received: collection figures leave these rows out.
     */
    carriedToStudentId: uuid("carried_to_student_id"),
    /**
     * Dues only: what the charge is for. A debit written without one gets the school's "Other" head
     * (or "Opening balance" for an opening or previous balance) from a trigger (migration 0017).
     */
    feeHeadId: uuid("fee_head_id"),
    /** Dues only: "2025-11" (a month), "2025-26/Q2", "2025-26/T1" (instalments), or null (one-off). */
    period: text("period"),
    /** Dues only: when it falls due, for "oldest first" settling and late fines; null means the date. */
    dueDate: date("due_date", { mode: "string" }),
    /** Dues only: taken off the gross charge; `amount_paise` is the net, gross = amount + concession. */
    concessionPaise: bigint("concession_paise", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    concessionCategory: text("concession_category", { enum: [...concessionCategories, "waiver"] }),
    /** The plan that posted this charge (or whose late-fine rule did), if any. */
    feePlanId: uuid("fee_plan_id"),
    /** A late fine: the charge it fines. At most one fine row per charge (brought up to date). */
    fineForId: uuid("fine_for_id"),
    /** A deliberate second charge of a head and period the student already has ("charge again"). */
    repeatCharge: boolean("repeat_charge").notNull().default(false),
    /** Refunds only: "2025-26/R0001", from the refund series of receipt_counter. */
    refundNo: text("refund_no"),
    /** Received only: a cancelled receipt stays, with its number, and counts nowhere. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    /** SHA-256 (hex) of the receipt's or refund voucher's public verify code (/r/{code}). */
    verifyHash: text("verify_hash"),
    /** Received only: the UPI reference (UTR) or bank reference it came with (see payment_reference). */
    paymentReference: text("payment_reference"),
    /** Who wrote the row (user id); null for rows from before migration 0017 and for system rows. */
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [student.schoolId, student.id],
      name: "fee_transaction_student_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.schoolId, t.carriedToStudentId],
      foreignColumns: [student.schoolId, student.id],
      name: "fee_transaction_carried_to_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.schoolId, t.feeHeadId],
      foreignColumns: [feeHead.schoolId, feeHead.id],
      name: "fee_transaction_fee_head_fk",
    }).onDelete("restrict"),
    // Migration 0017 writes ON DELETE SET NULL ("fee_plan_id"): deleting a plan keeps its charges.
    foreignKey({
      columns: [t.schoolId, t.feePlanId],
      foreignColumns: [feePlan.schoolId, feePlan.id],
      name: "fee_transaction_fee_plan_fk",
    }).onDelete("set null"),
    foreignKey({
      columns: [t.schoolId, t.fineForId],
      foreignColumns: [t.schoolId, t.id],
      name: "fee_transaction_fine_for_fk",
    }).onDelete("cascade"),
    unique("fee_transaction_school_id_id_key").on(t.schoolId, t.id),
    // What an allocation's (charge, head) refers to, so the head it carries follows the charge's (0020).
    unique("fee_transaction_school_id_id_head_key").on(t.schoolId, t.id, t.feeHeadId),
    unique("fee_transaction_school_refund_key").on(t.schoolId, t.refundNo),
    uniqueIndex("fee_transaction_verify_key")
      .on(t.verifyHash)
      .where(sql`${t.verifyHash} is not null`),
    uniqueIndex("fee_transaction_fine_for_key")
      .on(t.schoolId, t.fineForId)
      .where(sql`${t.fineForId} is not null`),
    // "Already charged" is one fact shared by plan postings and manual charges: a student has one
    // charge of a head for a period, unless a second one was asked for explicitly.
    uniqueIndex("fee_transaction_head_period_key")
      .on(t.schoolId, t.studentId, t.feeHeadId, t.period)
      .where(
        sql`${t.type} = 'debit' and ${t.period} is not null and ${t.fineForId} is null and not ${t.repeatCharge} and ${t.refundNo} is null`,
      ),
    check("fee_transaction_amount_positive", sql`${t.amountPaise} > 0`),
    check("fee_transaction_concession_valid", sql`${t.concessionPaise} >= 0`),
    // Added after the backfill in migration 0017; the default-head trigger fills a head left out.
    check("fee_transaction_dues_have_head", sql`${t.type} = 'credit' or ${t.feeHeadId} is not null`),
    check("fee_transaction_dues_fields", sql`${t.type} = 'debit' or (${t.feeHeadId} is null and ${t.period} is null)`),
    check("fee_transaction_type_valid", sql`${t.type} in ('credit', 'debit')`),
    check("fee_transaction_payment_mode_valid", sql`${t.paymentMode} in ('cash', 'upi', 'cheque', 'bank')`),
    unique("fee_transaction_school_receipt_key").on(t.schoolId, t.receiptNo),
    // Deleting a student looks here for entries carried to it (the cascade above).
    index("fee_transaction_carried_to_idx")
      .on(t.schoolId, t.carriedToStudentId)
      .where(sql`${t.carriedToStudentId} is not null`),
    index("fee_transaction_student_idx").on(t.schoolId, t.studentId, t.transactionDate),
    // Deleting a plan sets its charges' plan to null; this keeps that (and "charges of this plan") off a scan.
    index("fee_transaction_fee_plan_idx")
      .on(t.schoolId, t.feePlanId)
      .where(sql`${t.feePlanId} is not null`),
    // The day book reads a school's receipts and refunds by date, and its cancellations by when (0019).
    index("fee_transaction_day_book_idx")
      .on(t.schoolId, t.transactionDate)
      .where(sql`${t.type} = 'credit' or ${t.refundNo} is not null`),
    index("fee_transaction_cancelled_idx")
      .on(t.schoolId, t.cancelledAt)
      .where(sql`${t.cancelledAt} is not null`),
  ],
);
