import { useSyncExternalStore } from "react";

/**
 * Transactions deleted on screen whose DELETE waits out the Undo window. Kept outside React so the
 * wait survives leaving the page, and outside the query cache so a refetch cannot bring them back.
 */
let pending: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function replace(next: Set<string>) {
  pending = next;
  for (const listener of listeners) listener();
}

export const pendingDeletions = {
  add: (id: string) => replace(new Set(pending).add(id)),
  remove: (id: string) => {
    const next = new Set(pending);
    next.delete(id);
    replace(next);
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: () => pending,
};

export function usePendingDeletions(): ReadonlySet<string> {
  return useSyncExternalStore(pendingDeletions.subscribe, pendingDeletions.snapshot);
}
