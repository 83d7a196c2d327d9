import { LRUCache } from "lru-cache";
import type { Perf } from "lru-cache";
import type { SessionUser } from "./app-env";
import type { LookUpUser } from "./require-session";

export interface RememberOptions {
  /** How long a successful lookup is reused for the same credentials. */
  ttlMs?: number;
  /** How many distinct credentials are remembered at most (least recently used go first). */
  capacity?: number;
  /** The clock; tests pass their own. */
  perf?: Perf;
}

/**
 * Reuses a successful session lookup for a few seconds when a request carries exactly the same
 * credentials (Cookie and Authorization headers), as a browser's burst of API calls does. Checking
 * better-auth's signed cookies costs two HMACs and a JSON decode per call — most of an authenticated
 * request's work. This adds no new staleness: the signed session cookie is already trusted for its
 * `cookieCache.maxAge` (60 s) after a sign-out elsewhere, longer than `ttlMs`. A sign-out in the same
 * browser clears the cookies, so its next call carries other credentials and is looked up afresh.
 * Failed lookups are never remembered, so a user who has just signed in is seen at once.
 */
export function rememberSessions(lookUpUser: LookUpUser, { ttlMs = 10_000, capacity = 10_000, perf }: RememberOptions = {}): LookUpUser {
  // ttlResolution 0: read the clock on each lookup rather than caching it on a timer.
  const remembered = new LRUCache<string, SessionUser>({ max: capacity, ttl: ttlMs, ttlResolution: 0, ...(perf ? { perf } : {}) });
  return async (headers) => {
    const credentials = `${headers.get("authorization") ?? ""}\n${headers.get("cookie") ?? ""}`;
    const known = remembered.get(credentials);
    if (known) return known;
    const user = await lookUpUser(headers);
    if (user) remembered.set(credentials, user);
    return user;
  };
}
