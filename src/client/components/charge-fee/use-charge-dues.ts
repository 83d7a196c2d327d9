import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChargeDuesBody, ChargeDuesResult } from "@/shared/api/dues";
import { apiRequest } from "../../lib/api-client";
import { queryKeys } from "../queries/query-keys";

/**
 * POST /ledger/:id/dues with the form's Idempotency-Key. A charge adds a Dues row to each ticked
 * student, so it refreshes what shows their money: the ledger's students and each one's record and
 * transactions, the ledger list's totals, the Dues page and the demand slips.
 */
export function useChargeDues(ledgerId: string, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChargeDuesBody) =>
      (
        await apiRequest<{ data: ChargeDuesResult }>("POST", `/ledger/${ledgerId}/dues`, body, {
          "Idempotency-Key": idempotencyKey,
        })
      ).data,
    onSettled: () =>
      Promise.all(
        [
          queryKeys.students(ledgerId),
          queryKeys.everyStudent(),
          queryKeys.everyTransactionList(),
          queryKeys.everyLedgerList(),
          queryKeys.dues(),
          queryKeys.demandSlips(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
