import { inLedgerOrder } from "./in-ledger-order";
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
