import type { Statement, StatementCharge } from "@/shared/api/statement";
import type { FeeLine } from "@/documents/fee-lines";
import { formatPeriod } from "../../../components/format-period";

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
