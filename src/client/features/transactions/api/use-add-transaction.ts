import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AddTransactionBody, addTransactionBodySchema, Transaction } from "@/shared/api/transaction";
import { apiRequest } from "../../../lib/api-client";
import { optimisticId } from "../../../components/queries/optimistic-id";
import { rollback, updateCachesOptimistically } from "../../../components/queries/optimistic";
import { queryKeys } from "../../../components/queries/query-keys";
import { invalidateStudentTotals } from "./invalidate-student-totals";

/** The dialog's checked values: the amount already parsed to exact rupees. */
export type NewTransaction = Omit<z.output<typeof addTransactionBodySchema>, "studentOwnerId">;

/** POST /transactions/add: the row and the totals change at once; a refusal takes them back. */
export function useAddTransaction(ids: { schoolId: string; studentId: string; ledgerId?: string }) {
  const queryClient = useQueryClient();
  const key = queryKeys.transactions(ids.studentId);
  return useMutation({
    mutationFn: async (fields: NewTransaction) =>
      (
        await apiRequest<{ data: Transaction }>("POST", "/transactions/add", {
          ...fields,
          studentOwnerId: ids.studentId,
        } satisfies AddTransactionBody)
      ).data,
    onMutate: async (fields) => {
      // The receipt number comes from the server; the row shows it once the list is read again.
      const placeholder: Transaction = {
        ...fields,
        _id: optimisticId(),
        studentOwnerId: ids.studentId,
        createdAt: new Date().toISOString(),
        receiptNo: null,
        paymentMode: fields.paymentMode ?? null,
      };
      return {
        snapshot: await updateCachesOptimistically<Transaction[]>(
          queryClient,
          { queryKey: key, exact: true },
          (old) => [...old, placeholder],
        ),
      };
    },
    onError: (_error, _fields, context) => rollback(queryClient, context?.snapshot),
    onSettled: () => invalidateStudentTotals(queryClient, ids),
  });
}
