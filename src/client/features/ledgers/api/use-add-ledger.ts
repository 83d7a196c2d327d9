import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddLedgerBody, Ledger, LedgerFields } from "@/shared/api/ledger";
import { apiRequest } from "../../../lib/api-client";
import { optimisticId } from "../../../components/queries/optimistic-id";
import { rollback, updateCachesOptimistically } from "../../../components/queries/optimistic";
import { queryKeys } from "../../../components/queries/query-keys";

/** POST /ledger/add. The row shows at once; the dialog reports a refusal, after the row is taken back. */
export function useAddLedger(schoolId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.ledgers(schoolId);
  return useMutation({
    mutationFn: async (fields: LedgerFields) =>
      (
        await apiRequest<{ data: Ledger }>("POST", "/ledger/add", {
          ...fields,
          schoolOwnerId: schoolId,
        } satisfies AddLedgerBody)
      ).data,
    onMutate: async (fields) => {
      const now = new Date().toISOString();
      const placeholder: Ledger = {
        ...fields,
        _id: optimisticId(),
        schoolOwnerId: schoolId,
        studentCount: 0,
        transactionCount: 0,
        outstanding: 0,
        collected: 0,
        owingCount: 0,
        createdAt: now,
        updatedAt: now,
      };
      const snapshot = await updateCachesOptimistically<Ledger[]>(
        queryClient,
        { queryKey: key, exact: true },
        (old) => [...old, placeholder],
      );
      return { snapshot, placeholderId: placeholder._id };
    },
    onError: (_error, _fields, context) => rollback(queryClient, context?.snapshot),
    onSuccess: (ledger, _fields, context) => {
      queryClient.setQueryData<Ledger[]>(key, (old) =>
        old?.map((row) => (row._id === context.placeholderId ? ledger : row)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
