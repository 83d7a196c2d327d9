import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelTransactionBody, Transaction } from "@/shared/api/transaction";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";
import { invalidateStudentTotals } from "./invalidate-student-totals";

/** POST /transactions/{id}/cancel: the receipt stays, marked, and the totals drop it (issue 28). */
export function useCancelTransaction(ids: { schoolId: string; studentId: string; ledgerId?: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (
        await apiRequest<{ data: Transaction }>("POST", `/transactions/${encodeURIComponent(id)}/cancel`, {
          reason,
        } satisfies CancelTransactionBody)
      ).data,
    onSuccess: (cancelled) => {
      queryClient.setQueryData<Transaction[]>(queryKeys.transactions(ids.studentId), (old) =>
        old?.map((row) => (row._id === cancelled._id ? cancelled : row)),
      );
    },
    onSettled: () => invalidateStudentTotals(queryClient, ids),
  });
}
