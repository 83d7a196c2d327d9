import type { AsyncLocalStorage } from "node:async_hooks";

/** `run` calls of the storages below whose callback has not settled yet. */
let running = 0;
const storages = new Set<AsyncLocalStorage<unknown>>();

function runEnded() {
  if (--running > 0) return;
  for (const storage of storages) storage.disable();
}

/**
 * Makes `storage` disable itself again once no `run` of it, or of any other storage handed here, is
 * under way (until then it works as before; its next `run` enables it again).
 *
 * On Node 20 the first `run` of any AsyncLocalStorage turns on async_hooks' promise hooks for the
 * rest of the process, until every storage is disabled: from then on every promise costs an init,
 * a before and an after hook. better-auth runs its storages for each of its own calls (a sign-in, a
 * session check once a minute), the development identity provider for each of its requests; the
 * API, which uses neither, paid for them on every request — ~5% of the server's CPU on the busiest
 * route (decision 0054). A disabled storage's `getStore()` is undefined, as it is outside any `run`.
 *
 * A `run` counts until its callback's promise settles. Work a library starts inside a `run` without
 * awaiting it loses the context once every counted `run` has ended: only for storages whose owners
 * await what they start (better-auth's `runInBackground` is used by its phone-number plugin alone).
 * A storage used with `enterWith` must not be handed here.
 */
export function releaseWhenIdle<T>(storage: AsyncLocalStorage<T>): AsyncLocalStorage<T> {
  if (storages.has(storage as AsyncLocalStorage<unknown>)) return storage;
  storages.add(storage as AsyncLocalStorage<unknown>);
  const run = storage.run.bind(storage) as (
    store: T,
    callback: (...args: unknown[]) => unknown,
    ...args: unknown[]
  ) => unknown;
  storage.run = ((store: T, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => {
    running++;
    let result: unknown;
    try {
      result = run(store, callback, ...args);
    } catch (error) {
      runEnded();
      throw error;
    }
    // The caller gets the callback's own promise; this one only counts its end, and never rejects.
    if (result instanceof Promise) result.then(runEnded, runEnded);
    else runEnded();
    return result;
  }) as AsyncLocalStorage<T>["run"];
  // Not enabled until its first `run`: a storage that never runs costs nothing.
  storage.disable();
  return storage;
}

/** Whether `storage` was handed to `releaseWhenIdle` (tests check that libraries use only such storages). */
export function isReleasedWhenIdle(storage: unknown): boolean {
  return storages.has(storage as AsyncLocalStorage<unknown>);
}
