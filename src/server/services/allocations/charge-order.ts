import { asc, sql } from "drizzle-orm";
import { feeTransaction } from "../../db/schema";

/**
 * "Oldest first" for charges: by when they fall due, then their date, then when they were written.
 * Settling, the statement and the slips all list charges in this one order.
 */
export const chargeOrder = [
  sql`coalesce(${feeTransaction.dueDate}, ${feeTransaction.transactionDate})`,
  asc(feeTransaction.transactionDate),
  asc(feeTransaction.createdAt),
  asc(feeTransaction.id),
];

/** Payments settle in the order they came: by date, then when they were written. */
export const paymentOrder = [
  asc(feeTransaction.transactionDate),
  asc(feeTransaction.createdAt),
  asc(feeTransaction.id),
];
