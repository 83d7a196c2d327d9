/**
 * Whether the browser has a network: `navigator.onLine` and its events, in a module small enough
 * for /login. TanStack Query's `onlineManager` is fed from here (lib/query-client.ts), so the
 * offline banner and the refusal of writes always agree.
 */
let online = typeof navigator === "undefined" || navigator.onLine !== false;
const listeners = new Set<(online: boolean) => void>();

function setOnline(next: boolean) {
  if (next === online) return;
  online = next;
  for (const listener of [...listeners]) listener(online);
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => setOnline(true));
  window.addEventListener("offline", () => setOnline(false));
}

export function isOnline(): boolean {
  return online;
}

export function subscribeOnline(listener: (online: boolean) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
