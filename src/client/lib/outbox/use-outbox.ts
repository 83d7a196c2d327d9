import { useSyncExternalStore } from "react";
import { readOutbox, subscribeOutbox, type OutboxEntry } from "./outbox-store";

const EMPTY: OutboxEntry[] = [];
let snapshot: OutboxEntry[] = EMPTY;
let watching = false;
const listeners = new Set<() => void>();

async function reload() {
  snapshot = await readOutbox().catch(() => EMPTY);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // One read of IndexedDB per change, however many components show the outbox.
  if (!watching) {
    watching = true;
    subscribeOutbox(() => void reload());
    void reload();
  }
  return () => void listeners.delete(listener);
}

/** The outbox as it is in IndexedDB (oldest first), kept current across this tab and the others. */
export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}
