import { formatPaise } from "../../../shared/money";

const typeWord = (type: "credit" | "debit") => (type === "credit" ? "Received" : "Dues");

/** "Received ₹1,500 — Aarav Sharma": the activity log's words for a fee transaction. */
export function describeTransaction(type: "credit" | "debit", amountPaise: bigint, studentName: string): string {
  return `${typeWord(type)} ${formatPaise(amountPaise)} — ${studentName}`;
}

/** "Received ₹1,500 → ₹1,200 — Aarav Sharma" for a corrected amount; the amount alone when it stayed. */
export function describeTransactionChange(
  type: "credit" | "debit",
  oldPaise: bigint,
  newPaise: bigint,
  studentName: string,
): string {
  if (oldPaise === newPaise) return describeTransaction(type, newPaise, studentName);
  return `${typeWord(type)} ${formatPaise(oldPaise)} → ${formatPaise(newPaise)} — ${studentName}`;
}
