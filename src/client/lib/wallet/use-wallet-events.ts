import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Wallet } from "@/shared/api/wallet";
import { sessionQueryKey } from "../session/session-query-key";
import { schoolQueryKey } from "../session/use-my-school";
import { walletQueryKey } from "./wallet-query";

/** A hidden tab gives its connection back after this long: browsers allow 6 per origin across all tabs. */
const HIDDEN_CLOSE_MS = 60_000;
/** After the server's `reconnect` (it is restarting): a pause, spread so that every tab does not return at once. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_SPREAD_MS = 2_000;
/** The prefix of every user's school query (it holds the role). */
const everySchoolQuery = schoolQueryKey("").slice(0, 1);

/**
 * One EventSource per tab on /api/v1/events; each `wallet` event replaces the cached wallet, so the
 * badge changes as soon as a grant commits. EventSource reconnects by itself after a network drop;
 * on reopening after the tab was hidden the server sends the current wallet first. The server ends
 * a stream with `session-ended` (signed out, or no longer in the school) or `reconnect` (restart).
 */
export function useWalletEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    /** Set once the server will not take this session's stream again: no reopening until the hook runs anew. */
    let refused = false;
    // Who is signed in, and their school and role, are asked again: the route guard leads to sign-in or set-up.
    const recheckSession = () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: everySchoolQuery });
    };
    const refuse = () => {
      refused = true;
      close();
      recheckSession();
    };
    const open = () => {
      if (source || refused) return;
      clearTimeout(reconnectTimer);
      const opened = new EventSource("/api/v1/events");
      source = opened;
      opened.addEventListener("wallet", (event) => {
        queryClient.setQueryData<Wallet>(walletQueryKey, JSON.parse((event as MessageEvent<string>).data));
      });
      // Coming back with this session would only be refused: stay closed.
      opened.addEventListener("session-ended", refuse);
      opened.addEventListener("reconnect", (event) => {
        close();
        if ((event as MessageEvent<string>).data === "role-changed") recheckSession();
        reconnectTimer = setTimeout(open, RECONNECT_MIN_MS + Math.random() * RECONNECT_SPREAD_MS);
      });
      // CLOSED after an error: the server refused the stream (401, 404), which EventSource does not retry.
      opened.addEventListener("error", () => {
        if (opened.readyState === EventSource.CLOSED && source === opened) refuse();
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
      clearTimeout(reconnectTimer);
      document.removeEventListener("visibilitychange", onVisibility);
      close();
    };
  }, [enabled, queryClient]);
}
