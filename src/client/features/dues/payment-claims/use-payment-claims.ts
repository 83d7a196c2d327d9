import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentClaim, RejectClaimBody } from "@/shared/api/family";
import { queryKeys } from "../../../components/queries/query-keys";
import { apiRequest } from "../../../lib/api-client";

export const paymentClaimKeys = { pending: () => ["payment-claims", "pending"] as const };

/** Parents' "I have paid" claims waiting for the school. */
export function usePendingClaims() {
  return useQuery({
    queryKey: paymentClaimKeys.pending(),
    queryFn: async () => (await apiRequest<{ data: PaymentClaim[] }>("GET", "/payment-claims?status=pending")).data,
  });
}

/** A decision changes the claims; a confirmation also writes receipts, so dues and transactions refresh. */
function useDecision<Variables>(call: (variables: Variables) => Promise<PaymentClaim>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (claim) => {
      void queryClient.invalidateQueries({ queryKey: paymentClaimKeys.pending() });
      if (claim.status === "confirmed") {
        void queryClient.invalidateQueries({ queryKey: queryKeys.dues() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.everyTransactionList() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.everyLedgerList() });
        void queryClient.invalidateQueries({ queryKey: ["students"] });
      }
    },
  });
}

export function useConfirmClaim() {
  return useDecision(
    async (claimId: string) =>
      (await apiRequest<{ data: PaymentClaim }>("POST", `/payment-claims/${claimId}/confirm`)).data,
  );
}

export function useRejectClaim() {
  return useDecision(
    async ({ claimId, reason }: { claimId: string } & RejectClaimBody) =>
      (await apiRequest<{ data: PaymentClaim }>("POST", `/payment-claims/${claimId}/reject`, { reason })).data,
  );
}
