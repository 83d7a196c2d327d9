import { fileURLToPath } from "node:url";
import { StartupError } from "../startup-error";
import type { Database } from "./database";
import { closeChannels } from "./listen-channel";
import { hasPendingMigrations } from "./pending-migrations";
import * as schema from "./schema";
import { retryTransactions } from "./transaction-retry";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface DatabaseConnection {
  db: Database;
  /**
   * PGlite serves one process (rate limits in memory, LISTEN in-process); PostgreSQL is shared by
   * every instance (rate limits in a table, NOTIFY reaching the others, migrations under a lock).
   */
  kind: "pglite" | "postgres";
  /** Ends the pool, or closes PGlite and releases its data directory's lock. */
  close(): Promise<void>;
}

/**
 * `pglite:<dir>` (or `pglite:memory`) opens the embedded database; `postgres://…` a server pool.
 * Migrations run before the connection is handed out, so every caller sees the current schema.
 */
export async function connectDatabase(url: string, options: { migrate?: boolean } = {}): Promise<DatabaseConnection> {
  const connection = url.startsWith("pglite:")
    ? await openPglite(url.slice("pglite:".length))
    : await openPostgres(url);
  if (options.migrate !== false)
    await runMigrations(connection).catch(async (error) => {
      await connection.close();
      throw error;
    });
  return connection;
}

async function runMigrations(connection: DatabaseConnection): Promise<void> {
  // drizzle's migrator creates its schema and table and opens a transaction on every start; on an
  // up-to-date database one read of the last applied migration is all a start needs (decision 0028).
  if (!(await hasPendingMigrations(connection.db, migrationsFolder))) return;
  if (connection.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(connection.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await withMigrationLock(connection, () => migrate(connection.db as never, { migrationsFolder }));
  }
}

/** Arbitrary constant naming Bahi's migration lock among the server's advisory locks. */
const MIGRATION_LOCK_KEY = 7_346_112_001;

/**
 * Instances starting together would race to apply the same migration; a session-level advisory
 * lock on one pooled connection makes the others wait and then find nothing left to do.
 */
async function withMigrationLock(connection: DatabaseConnection, work: () => Promise<void>): Promise<void> {
  const pool = (connection.db as unknown as { $client: import("pg").Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await work();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/**
 * initdb gives PGlite PostgreSQL's 128 MB of shared buffers, which it touches as it starts: most of
 * the idle server's memory on an old office PC. A school's data is tens of megabytes and every page
 * PGlite misses is one read from the operating system's cache, so 16 MB costs nothing measurable and
 * saves ~120 MB of RSS and ~0.2 s of start (decision 0028).
 */
const EMBEDDED_SETTINGS = ["-c", "shared_buffers=16MB"];

async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dataDir === "memory" || dataDir === "";
  const { lockDataDirectory } = await import("./pglite-lock");
  const unlock = inMemory ? () => {} : await lockDataDirectory(dataDir);
  try {
    const options = { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] };
    const client = inMemory ? await PGlite.create(options) : await PGlite.create(dataDir, options);
    return fromPglite(client, drizzle, unlock);
  } catch (error) {
    unlock();
    throw new StartupError(`Cannot open the embedded database in ${dataDir}: ${(error as Error).message}`);
  }
}

/** Wraps an already created PGlite client (tests clone a migrated template into one). */
export function fromPglite(
  client: import("@electric-sql/pglite").PGlite,
  drizzle: typeof import("drizzle-orm/pglite").drizzle,
  onClose: () => void = () => {},
): DatabaseConnection {
  return {
    db: retryTransactions(drizzle({ client, schema }) as unknown as Database),
    kind: "pglite",
    async close() {
      await client.close();
      onClose();
    },
  };
}

/**
 * The server's PostgreSQL pool; exported so benchmarks compare against an identical bare pool.
 * Generic plans: every statement here is scoped by ids (school, ledger, student), where a plan built
 * for the actual values is no better, and a prepared statement (the student page) then skips
 * planning on each run instead of re-planning because its LIMIT is a parameter.
 * No JIT: the whole-school slip statement costs ~100,000 at 2,000 students, PostgreSQL's default
 * `jit_above_cost`; past it, compiling added ~110 ms to a 65 ms statement. Nothing here is the long
 * analytical query JIT pays off for.
 */
export function postgresPoolConfig(url: string) {
  return { connectionString: url, max: 20, options: "-c plan_cache_mode=force_generic_plan -c jit=off" };
}

async function openPostgres(url: string): Promise<DatabaseConnection> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartupError(`DATABASE_URL is not a valid URL; use postgres://user@host:5432/db or pglite:./data/db.`);
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new StartupError(`DATABASE_URL must start with postgres:// or pglite: (got ${parsed.protocol}).`);
  }
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool(postgresPoolConfig(url));
  // Without a listener an idle client's error (server restart) would crash the process.
  pool.on("error", () => {});
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    parsed.password = parsed.password ? "***" : "";
    throw new StartupError(`Cannot connect to the database at ${parsed.toString()}: ${(error as Error).message}`);
  }
  return {
    db: retryTransactions(drizzle({ client: pool, schema }) as unknown as Database),
    kind: "postgres",
    async close() {
      await closeChannels(pool);
      await pool.end();
    },
  };
}
