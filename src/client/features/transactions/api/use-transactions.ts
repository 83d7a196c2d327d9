import { useQuery } from "@tanstack/react-query";
import type { Transaction } from "@/shared/api/transaction";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

/** GET /transactions/student/{studentId} in ledger order, oldest first (by date, then by entry), like the bahi itself. */
export function useTransactions(studentId: string) {
  return useQuery({
    queryKey: queryKeys.transactions(studentId),
    queryFn: async () =>
      (await apiRequest<{ data: Transaction[] }>("GET", `/transactions/student/${encodeURIComponent(studentId)}`)).data,
    select: (transactions) =>
      [...transactions].sort(
        (a, b) => a.transactionDate.localeCompare(b.transactionDate) || a.createdAt.localeCompare(b.createdAt),
      ),
  });
}
