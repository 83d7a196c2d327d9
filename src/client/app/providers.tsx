import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { useEffect, type ReactNode } from "react";
import { isOnline } from "../lib/online-status";
import { PERSISTED_MAX_AGE_MS, queryPersister } from "../lib/query-persistence";
import { queryClient } from "../lib/query-client";
import { sessionQueryKey } from "../lib/session/session-query-key";
import { onSignedIn } from "../lib/session/signed-in-signal";
import { prefetchStartData } from "./prefetch-start-data";

/**
 * Online, the restored copy is only a first paint: the session is asked anew before any page decides
 * who is signed in (a sign-out or a sign-in elsewhere changed it), and everything else refetches.
 * Offline it is all there is, so it stays.
 */
function refreshRestoredCache() {
  if (!isOnline()) return;
  queryClient.removeQueries({ queryKey: sessionQueryKey });
  void queryClient.invalidateQueries();
  void prefetchStartData(queryClient, window.location).catch(() => undefined);
}

export function Providers({ children }: { children: ReactNode }) {
  // A sign-in on /login: the session is asked again, and the route guard sends the user on.
  useEffect(() => onSignedIn(() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })), []);
  return (
    // Queries wait for the IndexedDB copy to be restored, so an offline start shows the last data.
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister: queryPersister, maxAge: PERSISTED_MAX_AGE_MS, buster: __BAHI_VERSION__ }}
      onSuccess={refreshRestoredCache}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
