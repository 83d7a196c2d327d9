import { hashKey } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { isOnline } from "../lib/online-status";
import { startOutbox } from "../lib/outbox/start-outbox";
import { PERSISTED_MAX_AGE_MS, queryPersister } from "../lib/query-persistence";
import { queryClient } from "../lib/query-client";
import { sessionQueryKey } from "../lib/session/session-query-key";
import { pageStartData } from "../lib/session/page-start-data";
import { onSignedIn } from "../lib/session/signed-in-signal";
import { PersistedQueryProvider } from "./persisted-query-provider";
import { prefetchStartData } from "./prefetch-start-data";
import { seedStartData } from "./seed-start-data";

// Before the first render: the page's first queries answered by the server with the HTML (decisions 0033, 0044).
const answeredWithPage = seedStartData(queryClient, pageStartData(), window.location);

/**
 * Online, the restored copy is only a first paint: the session is asked anew before any page decides
 * who is signed in (a sign-out or a sign-in elsewhere changed it), and everything else refetches —
 * except what the server answered with this very page, which is newer than anything restored.
 * Offline it is all there is, so it stays.
 */
function refreshRestoredCache() {
  if (!isOnline()) return;
  if (!answeredWithPage.has(hashKey(sessionQueryKey))) queryClient.removeQueries({ queryKey: sessionQueryKey });
  void queryClient.invalidateQueries({ predicate: (query) => !answeredWithPage.has(query.queryHash) });
  void prefetchStartData(queryClient, window.location).catch(() => undefined);
}

export function Providers({ children }: { children: ReactNode }) {
  // A sign-in on /login: the session is asked again, and the route guard sends the user on.
  useEffect(() => onSignedIn(() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })), []);
  // Payments taken offline go now (every app start) and whenever the network comes back.
  useEffect(() => startOutbox(queryClient), []);
  return (
    // Queries wait for the IndexedDB copy to be restored, so an offline start shows the last data.
    <PersistedQueryProvider
      client={queryClient}
      persistOptions={{ persister: queryPersister, maxAge: PERSISTED_MAX_AGE_MS, buster: __BAHI_VERSION__ }}
      onSuccess={refreshRestoredCache}
    >
      {children}
    </PersistedQueryProvider>
  );
}
