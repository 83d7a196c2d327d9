import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Transaction, UpdateTransactionBody, updateTransactionBodySchema } from "@/shared/api/transaction";
import { apiRequest } from "../../../lib/api-client";
import { rollback, updateCachesOptimistically } from "../../../components/queries/optimistic";
import { queryKeys } from "../../../components/queries/query-keys";
import { invalidateStudentTotals } from "./invalidate-student-totals";

/** The edit dialog's checked values: the amount already parsed to exact rupees. */
export type TransactionChanges = z.output<typeof updateTransactionBodySchema>;

/** PUT /transactions/{id}: the row and the totals change at once; a refusal takes them back. */
export function useUpdateTransaction(ids: { schoolId: string; studentId: string; ledgerId?: string }) {
  const queryClient = useQueryClient();
  const key = queryKeys.transactions(ids.studentId);
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: TransactionChanges }) =>
      (
        await apiRequest<{ data: Transaction }>(
          "PUT",
          `/transactions/${encodeURIComponent(id)}`,
          changes satisfies UpdateTransactionBody,
        )
      ).data,
    onMutate: async ({ id, changes }) => ({
      snapshot: await updateCachesOptimistically<Transaction[]>(queryClient, { queryKey: key, exact: true }, (old) =>
        old.map((row) =>
          row._id === id
            ? {
                ...row,
                ...changes,
                paymentMode: row.transactionType === "Credit" ? (changes.paymentMode ?? null) : null,
              }
            : row,
        ),
      ),
    }),
    onError: (_error, _variables, context) => rollback(queryClient, context?.snapshot),
    onSettled: () => invalidateStudentTotals(queryClient, ids),
  });
}
