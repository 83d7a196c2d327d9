import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import type { ReactNode } from "react";
import { AppStatusBanners } from "../components/app-status-banners";
import { PERSISTED_MAX_AGE_MS, queryPersister } from "../lib/query-persistence";
import { queryClient } from "../lib/query-client";
import { sessionQueryKey } from "../lib/session/session-query-key";

/**
 * Online, the restored copy is only a first paint: the session is asked anew before any page decides
 * who is signed in (a sign-out or a sign-in elsewhere changed it), and everything else refetches.
 * Offline it is all there is, so it stays.
 */
function refreshRestoredCache() {
  if (!navigator.onLine) return;
  queryClient.removeQueries({ queryKey: sessionQueryKey });
  void queryClient.invalidateQueries();
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    // Queries wait for the IndexedDB copy to be restored, so an offline start shows the last data.
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister: queryPersister, maxAge: PERSISTED_MAX_AGE_MS, buster: __BAHI_VERSION__ }}
      onSuccess={refreshRestoredCache}
    >
      <AppStatusBanners />
      {children}
    </PersistQueryClientProvider>
  );
}
