import { paiseToRupees, rupeesToPaise } from "../money";

export interface FeeTotals {
  /** Sum of Dues (Debit), in rupees: every fee charged, not what is still owed (that is the balance). */
  totalCharged: number;
  /** Sum of Received (Credit), in rupees. */
  totalPaid: number;
  /** What is still owed: due − paid (negative when paid in advance). */
  balance: number;
}

/** Summed in paise so that many small amounts never drift by a paisa. */
export function feeTotals(
  transactions: readonly { amount: number; transactionType: "Credit" | "Debit"; cancelled?: boolean }[],
): FeeTotals {
  let due = 0n;
  let paid = 0n;
  for (const { amount, transactionType, cancelled } of transactions) {
    // A cancelled receipt stays on the list but counts nowhere (issue 28), as on the server.
    if (cancelled) continue;
    if (transactionType === "Debit") due += rupeesToPaise(amount);
    else paid += rupeesToPaise(amount);
  }
  return { totalCharged: paiseToRupees(due), totalPaid: paiseToRupees(paid), balance: paiseToRupees(due - paid) };
}
