import type { Page } from "@playwright/test";
import { expect } from "./test";

/** Waits until the page's service worker has finished activating (then a reload is served offline). */
export async function expectServiceWorkerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 })
    .toBe("activated");
}

/** The query cache as the app last wrote it to IndexedDB (idb-keyval's default store), or "". */
export function persistedQueryCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const opened = indexedDB.open("keyval-store");
        opened.onerror = () => resolve("");
        opened.onsuccess = () => {
          const read = opened.result.transaction("keyval", "readonly").objectStore("keyval").get("bahi.query-cache");
          read.onerror = () => resolve("");
          read.onsuccess = () => resolve(typeof read.result === "string" ? read.result : "");
        };
      }),
  );
}
