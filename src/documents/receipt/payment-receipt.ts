import type { Statement, StatementCharge } from "@/shared/api/statement";
import type { Transaction } from "@/shared/api/transaction";
import { balanceAfter } from "@/shared/rules/balance-after";
import { formatPeriod } from "@/shared/rules/format-period";
import type { FeeLine } from "../fee-lines";
import type { ReceiptInput } from "./receipt-schema";

/** "Tuition fee Apr 2025" / "ट्यूशन शुल्क अप्रैल 2025": the head in the document's language, then the period. */
export function chargeLabel(charge: StatementCharge, language: string): string {
  const head = language === "hi" && charge.feeHeadNameHi ? charge.feeHeadNameHi : charge.feeHeadName;
  return charge.period ? `${head} ${formatPeriod(charge.period, language)}` : head;
}

/** What one payment settled, charge by charge, as the receipt prints it (from the statement's allocations). */
export function settledLines(statement: Statement, paymentId: string, language: string): FeeLine[] {
  const payment = statement.payments.find((p) => p.transactionId === paymentId);
  if (!payment) return [];
  const charges = new Map(statement.charges.map((charge) => [charge.transactionId, charge]));
  return payment.allocations.flatMap((allocation) => {
    const charge = charges.get(allocation.transactionId);
    if (!charge) return [];
    return [
      {
        label: chargeLabel(charge, language),
        amount: allocation.amount,
        grossAmount: charge.grossAmount,
        concessionAmount: charge.concessionAmount,
        concessionCategory: charge.concessionCategory,
      },
    ];
  });
}

/** Everything a Received's receipt is made of, as the app (browser) and the parent page (server) both read it. */
export interface PaymentReceiptSource {
  school: { name: string; address: string; contactNumber: string };
  student: { name: string; fatherName: string; rollNumber: string };
  ledgerName: string;
  /** The Received row, with its verifyUrl when the server gave one. */
  transaction: Transaction;
  /** Null for a Received still in the outbox: printed "Provisional — number follows". */
  receiptNo: string | null;
  /** The student's passbook in ledger order, `transaction` among them (for the balance after it). */
  transactions: readonly Transaction[];
  /** The student's statement (what the payment settled); null on a provisional receipt, which settled nothing yet. */
  statement: Statement | null;
  language: string;
}

/**
 * The one rule for what a payment's receipt prints (issue 29): the app's Receipt button and the
 * parent page's PDF both pass through here, so the two can never tell a parent different things.
 */
export function paymentReceiptInput(source: PaymentReceiptSource): ReceiptInput {
  const { school, student, transaction, receiptNo, statement, language } = source;
  return {
    school,
    receiptNo,
    date: transaction.transactionDate,
    studentName: student.name,
    fatherName: student.fatherName,
    rollNumber: student.rollNumber,
    ledgerName: source.ledgerName,
    amount: transaction.amount,
    paymentMode: transaction.paymentMode,
    description: transaction.description,
    balanceAfter: balanceAfter(source.transactions, transaction._id),
    settled: receiptNo && statement ? settledLines(statement, transaction._id, language) : [],
    // A cancelled receipt is reprinted marked, with why (issue 28).
    cancelReason: transaction.cancelled ? (transaction.cancelReason ?? "") : null,
    // The public page that tells it real (issue 28); none on a provisional receipt not yet on the server.
    verifyUrl: transaction.verifyUrl ?? null,
  };
}
