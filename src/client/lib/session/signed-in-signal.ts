/**
 * "Someone just signed in", told by the sign-in page to whoever holds the session: the start-up
 * shell (which then loads the app) and, once loaded, the app's query cache (which asks anew). The
 * sign-in page so stays free of TanStack Query, which /login does not load.
 */
const listeners = new Set<() => void>();

export function onSignedIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function notifySignedIn() {
  for (const listener of [...listeners]) listener();
}
