import type { QueryClient } from "@tanstack/react-query";
import type { Transaction } from "@/shared/api/transaction";
import { queryKeys } from "../../components/queries/query-keys";
import { isOnline, subscribeOnline } from "../online-status";
import { drainOutbox } from "./drain-outbox";

const RETRY_MS = 30_000;
let drain = () => {};

/** Sends what waits now (an entry put back after a fix); a drain already running takes it in a second pass. */
export function drainNow(): void {
  drain();
}

/**
 * Drains the outbox now (every app start) and whenever the network comes back. A sent entry's
 * recorded row (with the server's receipt number) goes into its student's list at once; every query
 * is then read again, since a payment changes balances, counts and dues on many screens.
 */
export function startOutbox(queryClient: QueryClient): () => void {
  drain = () =>
    void drainOutbox((entry, recorded) => {
      queryClient.setQueryData<Transaction[]>(queryKeys.transactions(entry.body.studentOwnerId), (old) =>
        old ? [...old.filter((row) => row._id !== recorded._id), recorded] : old,
      );
      void queryClient.invalidateQueries();
    }).catch(() => undefined);
  drain();
  // A send can fail with the browser still "online" (a dead mobile link): try again now and then.
  const retry = setInterval(() => {
    if (isOnline()) drain();
  }, RETRY_MS);
  const stop = subscribeOnline((online) => {
    if (online) drain();
  });
  return () => {
    clearInterval(retry);
    stop();
  };
}
