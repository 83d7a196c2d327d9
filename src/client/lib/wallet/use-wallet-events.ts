import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Wallet } from "@/shared/api/wallet";
import { walletQueryKey } from "./wallet-query";

/** A hidden tab gives its connection back after this long: browsers allow 6 per origin across all tabs. */
const HIDDEN_CLOSE_MS = 60_000;

/**
 * One EventSource per tab on /api/v1/events; each `wallet` event replaces the cached wallet, so the
 * badge changes as soon as a grant commits. EventSource reconnects by itself after a drop; on
 * reopening after the tab was hidden the server sends the current wallet first.
 */
export function useWalletEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      if (source) return;
      source = new EventSource("/api/v1/events");
      source.addEventListener("wallet", (event) => {
        queryClient.setQueryData<Wallet>(walletQueryKey, JSON.parse((event as MessageEvent<string>).data));
      });
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onVisibility = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === "hidden") hiddenTimer = setTimeout(close, HIDDEN_CLOSE_MS);
      else open();
    };
    open();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearTimeout(hiddenTimer);
      document.removeEventListener("visibilitychange", onVisibility);
      close();
    };
  }, [enabled, queryClient]);
}
