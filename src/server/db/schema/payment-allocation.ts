import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { feeTransaction } from "./fee-transaction";

/**
 * Which charge a payment settled, and how much of it. Written in the same transaction as the
 * payment: oldest due first, unless the director named the charges (`named`). The statement,
 * receipts' head lines, late fines and the 80C certificate read these rows; nothing re-derives them.
 */
export const paymentAllocation = pgTable(
  "payment_allocation",
  {
    schoolId: uuid("school_id").notNull(),
    paymentId: uuid("payment_id").notNull(),
    chargeId: uuid("charge_id").notNull(),
    amountPaise: bigint("amount_paise", { mode: "bigint" }).notNull(),
    /**
     * The charge's fee head, kept equal to it by the foreign key below (a head changed on the charge
     * cascades here), so the day book's totals by head read allocations alone (decision 0050).
     */
    feeHeadId: uuid("fee_head_id").notNull(),
    /** Chosen by the director ("this ₹300 is for the exam fee"), so re-settling keeps it. */
    named: boolean("named").notNull().default(false),
  },
  (t) => [
    primaryKey({ name: "payment_allocation_pkey", columns: [t.schoolId, t.paymentId, t.chargeId] }),
    foreignKey({
      columns: [t.schoolId, t.paymentId],
      foreignColumns: [feeTransaction.schoolId, feeTransaction.id],
      name: "payment_allocation_payment_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.schoolId, t.chargeId, t.feeHeadId],
      foreignColumns: [feeTransaction.schoolId, feeTransaction.id, feeTransaction.feeHeadId],
      name: "payment_allocation_charge_head_fk",
    })
      .onDelete("cascade")
      .onUpdate("cascade"),
    index("payment_allocation_charge_idx").on(t.schoolId, t.chargeId),
    check("payment_allocation_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

/** The owner let a charge's late fine go, with a reason; the fine is then written off as a "waiver". */
export const lateFineWaiver = pgTable(
  "late_fine_waiver",
  {
    schoolId: uuid("school_id").notNull(),
    /** The fined charge (not the fine row), so a fine not yet posted can be waived too. */
    chargeId: uuid("charge_id").notNull(),
    reason: text("reason").notNull(),
    /**
     * The fine let go, in paise (posted, or owed that day). Null only for a waiver from before
     * migration 0019 whose amount could not be found again.
     */
    amountPaise: bigint("amount_paise", { mode: "bigint" }),
    waivedBy: text("waived_by").notNull(),
    waivedAt: timestamp("waived_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "late_fine_waiver_pkey", columns: [t.schoolId, t.chargeId] }),
    foreignKey({
      columns: [t.schoolId, t.chargeId],
      foreignColumns: [feeTransaction.schoolId, feeTransaction.id],
      name: "late_fine_waiver_charge_fk",
    }).onDelete("cascade"),
    check("late_fine_waiver_amount_positive", sql`${t.amountPaise} is null or ${t.amountPaise} > 0`),
  ],
);
