import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddRefundBody } from "@/shared/api/refund";
import type { Transaction } from "@/shared/api/transaction";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";
import { invalidateStudentTotals } from "./invalidate-student-totals";

/** POST /student/{id}/refunds (owner): money paid back, numbered R0001…, raising the balance (issue 28). */
export function useAddRefund(ids: { schoolId: string; studentId: string; ledgerId?: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddRefundBody) =>
      (
        await apiRequest<{ data: Transaction }>(
          "POST",
          `/student/${encodeURIComponent(ids.studentId)}/refunds`,
          body satisfies AddRefundBody,
        )
      ).data,
    onSuccess: (refund) => {
      queryClient.setQueryData<Transaction[]>(queryKeys.transactions(ids.studentId), (old) =>
        old ? [...old, refund] : old,
      );
    },
    onSettled: () => invalidateStudentTotals(queryClient, ids),
  });
}
