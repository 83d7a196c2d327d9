import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { WalletEntriesPage } from "@/shared/api/wallet";
import { apiRequest } from "../api-client";
import { walletQueryKey } from "./wallet-query";

/** Under the wallet's key, so invalidating the wallet after a payment refreshes its history too. */
export const walletEntriesQueryKey = (page: number) => [...walletQueryKey, "entries", page] as const;

/** One page (50, newest first) of the wallet history; owner-only on the server, so callers pass `enabled`. */
export function useWalletEntries(page: number, enabled: boolean) {
  return useQuery({
    queryKey: walletEntriesQueryKey(page),
    queryFn: () => apiRequest<WalletEntriesPage>("GET", `/wallet/entries?page=${page}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}
