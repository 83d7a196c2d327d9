import { and, eq, gt, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/database";
import { session, user } from "../db/schema";
import type { SessionUser } from "../http/app-env";
import type { RequestHeaders } from "../http/request-header";
import type { Auth } from "./create-auth";
import type { LiveSessionCache } from "./live-session-cache";

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
function credentialsOf(headers: Headers | RequestHeaders): string | null {
  const cookie = headers.get("cookie");
  const authorization = headers.get("authorization");
  return cookie === null && authorization === null ? null : `${cookie ?? ""}\n${authorization ?? ""}`;
}

/**
 * The signed-in user of a request: a session row this instance holds while it hears of every change
 * to it (`LiveSessionCache`), otherwise the row read from the database.
 *
 * better-auth's `getSession` checks the cookie's HMAC signature (WebCrypto, a thread-pool job per
 * call), builds its endpoint context and a relational query: under load that was a quarter of the
 * server's CPU. Its verdict on the exact same Cookie/Authorization headers cannot change (the
 * signature is a pure function of token and secret), so for a minute the credentials map to the
 * session token it verified, and a request with them needs only that session, not expired, with its
 * user's current row. Sign-out, revoke, expiry or a deleted user fail on the next request on this
 * instance, and on the others once PostgreSQL's notification reaches them (decision 0036).
 */
export function createSessionLookup(
  auth: Auth,
  db: Database,
  liveSessions: LiveSessionCache,
): (headers: Headers | RequestHeaders) => Promise<SessionUser | null> {
  const verifiedTokens = new LRUCache<string, string>({
    max: MAX_CREDENTIALS,
    maxSize: MAX_REMEMBERED_CHARS,
    sizeCalculation: (token, credentials) => credentials.length + token.length,
    ttl: VERIFIED_FOR_MS,
  });
  const liveSessionUser = db
    .select({ user, expiresAt: session.expiresAt })
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
    const live = token === undefined ? undefined : liveSessions.get(token);
    if (live) return live;
    const mark = liveSessions.mark();
    if (token !== undefined) {
      const [row] = await liveSessionUser.execute({ token });
      if (row) {
        liveSessions.remember(token, row.user, row.expiresAt, mark);
        return row.user;
      }
      verifiedTokens.delete(credentials);
      return null;
    }
    const verified = await auth.api.getSession({ headers: headers instanceof Headers ? headers : headers.all() });
    if (!verified) return null;
    verifiedTokens.set(credentials, verified.session.token);
    liveSessions.remember(verified.session.token, verified.user, verified.session.expiresAt, mark);
    return verified.user;
  };
}
