import type { InferSelectModel } from "drizzle-orm";
import type { Transaction } from "../../../shared/api/transaction";
import { paiseToRupees } from "../../../shared/money";
import type { feeTransaction } from "../../db/schema";

export type TransactionRow = InferSelectModel<typeof feeTransaction>;

/** credit/debit in the database; the documented Credit (Received) / Debit (Dues) on the wire. */
export function toTransactionWire(row: TransactionRow): Transaction {
  return {
    _id: row.id,
    studentOwnerId: row.studentId,
    amount: paiseToRupees(row.amountPaise),
    description: row.description,
    transactionType: row.type === "credit" ? "Credit" : "Debit",
    transactionDate: row.transactionDate,
    createdAt: row.createdAt.toISOString(),
    receiptNo: row.receiptNo,
    paymentMode: row.paymentMode,
  };
}
