import { createStore, del, get, set, values } from "idb-keyval";
import type { AddTransactionBody } from "@/shared/api/transaction";

/** Why the server refused an entry: its status and message, shown in "Needs your attention". */
export interface OutboxRefusal {
  status: number;
  code: string;
  message: string;
}

/**
 * One "Add" made without a network. `id` is the entry's own UUID and its Idempotency-Key on every
 * send, from any tab, so a send whose answer was lost is recorded once when it goes again.
 */
export interface OutboxEntry {
  id: string;
  /** When it was added (ms), so the outbox sends in the order the money was taken. */
  queuedAt: number;
  schoolId: string;
  ledgerId?: string;
  body: AddTransactionBody & { studentOwnerId: string };
  /** Set once the server refused it: the entry waits in "Needs your attention" instead. */
  refused?: OutboxRefusal;
}

// A database of its own (not the query cache's): signing out clears that cache, never unsent money.
const store = createStore("bahi-outbox", "entries");
const CHANNEL = "bahi-outbox";
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

/** Other tabs hear a change too, so every open tab shows the same outbox. */
function broadcast(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === "undefined") return undefined;
  if (!channel) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => notifyHere();
  }
  return channel;
}

function notifyHere() {
  for (const listener of [...listeners]) listener();
}

function changed() {
  notifyHere();
  broadcast()?.postMessage("changed");
}

export function subscribeOutbox(listener: () => void): () => void {
  broadcast();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Every entry, oldest first. */
export async function readOutbox(): Promise<OutboxEntry[]> {
  const entries = await values<OutboxEntry>(store);
  return entries.sort((a, b) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id));
}

export async function readEntry(id: string): Promise<OutboxEntry | undefined> {
  return get<OutboxEntry>(id, store);
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await set(entry.id, entry, store);
  changed();
}

export async function removeEntry(id: string): Promise<void> {
  await del(id, store);
  changed();
}
