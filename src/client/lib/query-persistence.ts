import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import { del, get, set } from "idb-keyval";

/**
 * The query cache (session, school, ledgers, students, transactions last seen) kept in IndexedDB,
 * so the app shows them read-only when it opens without a network. Signing out clears the cache,
 * and with it this copy.
 */
export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get<string>(key),
    setItem: (key, value: string) => set(key, value),
    removeItem: (key) => del(key),
  },
  key: "bahi.query-cache",
  throttleTime: 1000,
});

/** A week: a phone that was offline for some days still opens on the last figures it saw. */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
