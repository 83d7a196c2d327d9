import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RolloverBody, RolloverResult } from "@/shared/api/ledger-transfer";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

/** POST /ledger/{ledgerId}/rollover: the next session's ledger appears in the list. */
export function useRollOverLedger(schoolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ledgerId, body }: { ledgerId: string; body: RolloverBody }) =>
      (await apiRequest<{ data: RolloverResult }>("POST", `/ledger/${encodeURIComponent(ledgerId)}/rollover`, body))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ledgers(schoolId) }),
  });
}
