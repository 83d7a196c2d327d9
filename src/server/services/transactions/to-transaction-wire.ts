import type { InferSelectModel } from "drizzle-orm";
import type { Transaction } from "../../../shared/api/transaction";
import { paiseToRupees } from "../../../shared/money";
import type { feeTransaction } from "../../db/schema";

export type TransactionRow = InferSelectModel<typeof feeTransaction>;

/**
 * credit/debit in the database; the documented Credit (Received) / Debit (Dues) on the wire. The
 * head's names come from a join where the caller has one (`head`), else null until `withHeadName`.
 */
export function toTransactionWire(
  row: TransactionRow,
  head: { name: string; nameHi: string } | null = null,
  cancelledByName: string | null = null,
): Transaction {
  const dues = row.type === "debit";
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
    feeHeadId: row.feeHeadId,
    feeHeadName: head?.name ?? null,
    feeHeadNameHi: head?.nameHi ?? null,
    period: row.period,
    dueDate: dues ? (row.dueDate ?? row.transactionDate) : null,
    grossAmount: dues ? paiseToRupees(row.amountPaise + row.concessionPaise) : null,
    concessionAmount: dues ? paiseToRupees(row.concessionPaise) : null,
    concessionCategory: row.concessionCategory,
    cancelled: row.cancelledAt !== null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledAt ? (cancelledByName ?? row.cancelledBy) : null,
    cancelReason: row.cancelReason,
    refundNo: row.refundNo,
    createdBy: row.createdBy,
  };
}
