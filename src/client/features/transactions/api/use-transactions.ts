import { useQuery } from "@tanstack/react-query";
import type { Transaction } from "@/shared/api/transaction";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

/** GET /transactions/student/{studentId} in ledger order, oldest first (by date, then by entry), like the bahi itself. */
export function useTransactions(studentId: string) {
  return useQuery({ ...transactionsQuery(studentId), select: inLedgerOrder });
}

/** The query of one student's transactions as the server keeps them (the receipt offer asks it afresh). */
export function transactionsQuery(studentId: string) {
  return {
    queryKey: queryKeys.transactions(studentId),
    queryFn: async () =>
      (await apiRequest<{ data: Transaction[] }>("GET", `/transactions/student/${encodeURIComponent(studentId)}`)).data,
  };
}

/** -1, 0 or 1 by code units: ISO dates and instants sort as text, without a locale's collator. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Oldest first: by date, then by when it was entered. Not localeCompare: its first call builds ICU's
 * collator, ~230 ms of a 4x slowed phone's main thread as the transactions page starts (CPU profile).
 */
export function inLedgerOrder(transactions: readonly Transaction[]): Transaction[] {
  return [...transactions].sort(
    (a, b) => byCodeUnits(a.transactionDate, b.transactionDate) || byCodeUnits(a.createdAt, b.createdAt),
  );
}
