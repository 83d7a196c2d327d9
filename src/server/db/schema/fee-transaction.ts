import { sql } from "drizzle-orm";
import { bigint, check, date, foreignKey, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { student } from "./student";

/** A Dues charge (debit) or money Received (credit), in integer paise. */
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
    check("fee_transaction_amount_positive", sql`${t.amountPaise} > 0`),
    check("fee_transaction_type_valid", sql`${t.type} in ('credit', 'debit')`),
    check("fee_transaction_payment_mode_valid", sql`${t.paymentMode} in ('cash', 'upi', 'cheque', 'bank')`),
    unique("fee_transaction_school_receipt_key").on(t.schoolId, t.receiptNo),
    // Deleting a student looks here for entries carried to it (the cascade above).
    index("fee_transaction_carried_to_idx")
      .on(t.schoolId, t.carriedToStudentId)
      .where(sql`${t.carriedToStudentId} is not null`),
    index("fee_transaction_student_idx").on(t.schoolId, t.studentId, t.transactionDate),
  ],
);
