import type { Transaction } from "../api/transaction";
import { paiseToRupees, rupeesToPaise } from "../money";

/** What the student still owed right after `transactionId`, reading the passbook in its order (oldest first). */
export function balanceAfter(transactions: readonly Transaction[], transactionId: string): number {
  let balance = 0n;
  for (const transaction of transactions) {
    if (transaction._id === transactionId && transaction.cancelled) break;
    // Cancelled receipts count in no balance (issue 28).
    if (transaction.cancelled) continue;
    const paise = rupeesToPaise(transaction.amount);
    balance += transaction.transactionType === "Debit" ? paise : -paise;
    if (transaction._id === transactionId) break;
  }
  return paiseToRupees(balance);
}
