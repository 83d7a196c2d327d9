import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The one database type services see, whether PGlite or node-postgres is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Inside `db.transaction(tx => …)`; PGlite has one connection, so code there must use `tx`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
