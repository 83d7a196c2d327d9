import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Wallet } from "@/shared/api/wallet";
import { apiRequest } from "../api-client";

export const walletQueryKey = ["wallet"] as const;

/** GET /wallet, shared by every reader of the wallet so they use one cache entry. */
export const walletQuery = queryOptions({
  queryKey: walletQueryKey,
  queryFn: async () => (await apiRequest<{ data: Wallet }>("GET", "/wallet")).data,
  staleTime: Infinity,
});

/** The caller's wallet; the event stream (useWalletEvents) keeps it current without polling. */
export function useWallet() {
  return useQuery(walletQuery);
}
