import { onlineManager, QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api-client";
import { isOnline, subscribeOnline } from "./online-status";
import { PERSISTED_MAX_AGE_MS } from "./query-persistence";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not fix itself; retry only what might be a passing network or server hiccup.
      retry: (failureCount, error) =>
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
      // Back from offline, what is on screen may be old however recently it was fetched: refresh it.
      refetchOnReconnect: "always",
      // Kept as long as the IndexedDB copy, so what was seen stays available offline.
      gcTime: PERSISTED_MAX_AGE_MS,
    },
    // Run (and fail at once with the offline message) rather than wait paused: a change must never
    // sit unsent while the screen looks saved.
    mutations: { networkMode: "always" },
  },
});

// One record of the network for the banner, the write refusal and the queries; it starts from
// navigator.onLine, so a page opened without a network starts offline (TanStack Query only hears events).
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return subscribeOnline(setOnline);
});
