import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FeePlan, FeePlanInput, PostDueResult } from "@/shared/api/fee-plan";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

const plansPath = (ledgerId: string) => `/ledger/${encodeURIComponent(ledgerId)}/fee-plans`;

/** GET /ledger/{ledgerId}/fee-plans, read only while the Fee plans dialog is open. */
export function useFeePlans(ledgerId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.feePlans(ledgerId),
    queryFn: async () => (await apiRequest<{ data: FeePlan[] }>("GET", plansPath(ledgerId))).data,
    enabled,
  });
}

export function useAddFeePlan(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: FeePlanInput) =>
      (await apiRequest<{ data: FeePlan }>("POST", plansPath(ledgerId), plan)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.feePlans(ledgerId) }),
  });
}

export function useDeleteFeePlan(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: FeePlan) => apiRequest("DELETE", `/fee-plans/${encodeURIComponent(plan.id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.feePlans(ledgerId) }),
  });
}

/** "Post this month's fees" (the month in India, decided by the server). */
export function usePostDueFees(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<{ data: PostDueResult }>("POST", `${plansPath(ledgerId)}/post-due`, {})).data,
    // Every screen that shows money may have changed: students, transactions, ledgers, the Dues page.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
