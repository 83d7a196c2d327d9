import type { Logger } from "pino";
import type { Auth } from "../auth/create-auth";
import type { Database } from "../db/database";
import type { MemberRole } from "../../shared/api/team";
import type { ReceiptLinks } from "../services/receipt-verify/receipt-links";
import type { SchoolIdCache } from "./school-id-cache";

export type SessionUser = Auth["$Infer"]["Session"]["user"];

/** What every request handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    db: Database;
    /** This request's logger: every line carries its request id. */
    logger: Logger;
    /** Set by http/request-id; echoed as X-Request-Id and in a 500's envelope. */
    requestId: string;
    user: SessionUser | null;
    schoolIds: SchoolIdCache;
    /** The caller's school, resolved once per request behind the session guard; null without a membership. */
    schoolId: string | null;
    /** The signed-in caller (set with `schoolId`); null on public routes. */
    userId: string | null;
    /** The caller's role in `schoolId`; null without a membership. */
    role: MemberRole | null;
    /** The secret and public URL receipts' /r/{code} links are made from (decision 0046). */
    receiptLinks: ReceiptLinks;
  };
}

/**
 * Reads a request's variables one at a time. Hono's `c.var` builds a fresh object of all of them on
 * every access (Object.fromEntries): on a busy route that was ~2% of the server's time, so the server
 * reads them with `c.get(name)` instead.
 */
export interface VariableReader {
  get<Key extends keyof AppEnv["Variables"]>(key: Key): AppEnv["Variables"][Key];
}
