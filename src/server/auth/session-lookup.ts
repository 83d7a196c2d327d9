import { and, eq, gt, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/database";
import { session, user } from "../db/schema";
import type { SessionUser } from "../http/app-env";
import type { Auth } from "./create-auth";

/** How long better-auth's verdict on one exact set of credentials is reused (it re-verifies, and refreshes the expiry when due, at least this often). */
const VERIFIED_FOR_MS = 60_000;
const MAX_CREDENTIALS = 10_000;
/**
 * The key is the whole Cookie header, which a signed-in client can pad with cookies of its own (up
 * to Node's 16 KB of headers): bounded by characters too, the memo stays within ~8 MB however it is
 * fed, and credentials longer than that are simply verified by better-auth every time.
 */
export const MAX_REMEMBERED_CHARS = 4_000_000;

/** The headers better-auth reads a session from: the session cookie (inside Cookie) and a bearer token. */
function credentialsOf(headers: Headers): string | null {
  const cookie = headers.get("cookie");
  const authorization = headers.get("authorization");
  return cookie === null && authorization === null ? null : `${cookie ?? ""}\n${authorization ?? ""}`;
}

/**
 * The signed-in user of a request, with the session row read from the database EVERY time.
 *
 * better-auth's `getSession` checks the cookie's HMAC signature (WebCrypto, a thread-pool job per
 * call), builds its endpoint context and a relational query: under load that was a quarter of the
 * server's CPU. Its verdict on the exact same Cookie/Authorization headers cannot change (the
 * signature is a pure function of token and secret), so for a minute the credentials map to the
 * session token it verified, and a request with them runs one prepared statement instead: that
 * session, not expired, joined to its current user. Sign-out, revoke, expiry or a deleted user
 * therefore fail on the very next request, on every instance — nothing about the session itself is
 * remembered, only which token these headers carry.
 */
export function createSessionLookup(auth: Auth, db: Database): (headers: Headers) => Promise<SessionUser | null> {
  const verifiedTokens = new LRUCache<string, string>({
    max: MAX_CREDENTIALS,
    maxSize: MAX_REMEMBERED_CHARS,
    sizeCalculation: (token, credentials) => credentials.length + token.length,
    ttl: VERIFIED_FOR_MS,
  });
  const liveSessionUser = db
    .select({ user })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, sql.placeholder("token")), gt(session.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("live_session_user");

  return async (headers) => {
    const credentials = credentialsOf(headers);
    // Neither header: better-auth has nothing to read a session from, so there is none to ask about.
    if (credentials === null) return null;
    const token = verifiedTokens.get(credentials);
    if (token !== undefined) {
      const [row] = await liveSessionUser.execute({ token });
      if (row) return row.user;
      verifiedTokens.delete(credentials);
      return null;
    }
    const verified = await auth.api.getSession({ headers });
    if (!verified) return null;
    verifiedTokens.set(credentials, verified.session.token);
    return verified.user;
  };
}
