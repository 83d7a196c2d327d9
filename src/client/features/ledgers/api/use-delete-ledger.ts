import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Ledger } from "@/shared/api/ledger";
import { apiRequest } from "../../../lib/api-client";
import { rollback, updateCachesOptimistically } from "../../../components/queries/optimistic";
import { queryKeys } from "../../../components/queries/query-keys";

/** DELETE /ledger/{ledgerId}: gone from the list at once; back, with a toast saying why, if refused. */
export function useDeleteLedger(schoolId: string) {
  const { t } = useTranslation("ledgers");
  const queryClient = useQueryClient();
  const key = queryKeys.ledgers(schoolId);
  return useMutation({
    mutationFn: (ledger: Ledger) => apiRequest("DELETE", `/ledger/${encodeURIComponent(ledger._id)}`),
    onMutate: async (ledger) => ({
      snapshot: await updateCachesOptimistically<Ledger[]>(queryClient, { queryKey: key, exact: true }, (old) =>
        old.filter((row) => row._id !== ledger._id),
      ),
    }),
    onError: (error, ledger, context) => {
      rollback(queryClient, context?.snapshot);
      toast.error(t("errors.delete", { name: ledger.ledgerName, message: error.message }));
    },
    onSuccess: (_data, ledger) => queryClient.removeQueries({ queryKey: queryKeys.students(ledger._id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
