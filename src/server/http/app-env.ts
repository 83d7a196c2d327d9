import type { Logger } from "pino";
import type { Auth } from "../auth/create-auth";
import type { Database } from "../db/database";
import type { SchoolIdCache } from "./school-id-cache";

export type SessionUser = Auth["$Infer"]["Session"]["user"];

/** What every request handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    db: Database;
    logger: Logger;
    user: SessionUser | null;
    schoolIds: SchoolIdCache;
  };
}
