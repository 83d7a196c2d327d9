import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ledger, LedgerFields } from "@/shared/api/ledger";
import { apiRequest } from "../../../lib/api-client";
import { rollback, updateCachesOptimistically } from "../../../components/queries/optimistic";
import { queryKeys } from "../../../components/queries/query-keys";

/** PUT /ledger/{ledgerId}: the row changes at once and changes back if the server refuses. */
export function useUpdateLedger(schoolId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.ledgers(schoolId);
  return useMutation({
    mutationFn: async ({ ledgerId, fields }: { ledgerId: string; fields: LedgerFields }) =>
      (await apiRequest<{ data: Ledger }>("PUT", `/ledger/${encodeURIComponent(ledgerId)}`, fields)).data,
    onMutate: async ({ ledgerId, fields }) => ({
      snapshot: await updateCachesOptimistically<Ledger[]>(queryClient, { queryKey: key, exact: true }, (old) =>
        old.map((row) => (row._id === ledgerId ? { ...row, ...fields } : row)),
      ),
    }),
    onError: (_error, _variables, context) => rollback(queryClient, context?.snapshot),
    onSuccess: (ledger) => {
      queryClient.setQueryData<Ledger[]>(key, (old) => old?.map((row) => (row._id === ledger._id ? ledger : row)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
