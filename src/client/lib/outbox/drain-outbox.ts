import type { Transaction } from "@/shared/api/transaction";
import { putEntry, readOutbox, removeEntry, type OutboxEntry } from "./outbox-store";
import { refusalOf } from "./refusal";
import { sendEntry } from "./send-entry";

export type OnSent = (entry: OutboxEntry, recorded: Transaction) => void | Promise<void>;

const LOCK = "bahi-outbox-drain";
let running: Promise<void> | null = null;
let again = false;

/**
 * Sends every waiting entry once, oldest first. One drain at a time across tabs (Web Locks): a tab
 * that finds another draining waits, then reads the outbox afresh, so a sent entry is never sent by
 * two tabs. A refusal moves the entry to "Needs your attention" and the next one goes; a network or
 * server failure ends the drain, keeping the rest for the next one (back online, or the next start).
 */
export function drainOutbox(onSent: OnSent): Promise<void> {
  if (running) {
    // Entries added while a drain runs go in a second pass rather than a second drain.
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await withDrainLock(() => drainOnce(onSent));
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function withDrainLock(work: () => Promise<void>): Promise<void> {
  // Without Web Locks (old browsers) each tab still drains one at a time; the keys keep it exactly-once.
  if (typeof navigator === "undefined" || !navigator.locks) return work();
  await navigator.locks.request(LOCK, work);
}

async function drainOnce(onSent: OnSent): Promise<void> {
  for (;;) {
    const next = (await readOutbox()).find((entry) => !entry.refused);
    if (!next) return;
    let recorded: Transaction;
    try {
      recorded = await sendEntry(next);
    } catch (error) {
      const refused = refusalOf(error);
      if (!refused) return;
      await putEntry({ ...next, refused });
      continue;
    }
    // The recorded row reaches the cache before the entry leaves the outbox: it never blinks out.
    await onSent(next, recorded);
    await removeEntry(next.id);
  }
}
