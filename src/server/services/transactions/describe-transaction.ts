import { formatPaise } from "../../../shared/money";

/** "Received ₹1,500.00 — Aarav Sharma": the activity log's words for a fee transaction. */
export function describeTransaction(type: "credit" | "debit", amountPaise: bigint, studentName: string): string {
  return `${type === "credit" ? "Received" : "Dues"} ${formatPaise(amountPaise)} — ${studentName}`;
}
