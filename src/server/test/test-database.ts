import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe } from "vitest";
import { connectDatabase, fromPglite, type DatabaseConnection } from "../db/connect";

export type DatabaseKind = "pglite" | "postgres";
/**
 * Per checkout (and per BAHI_TEST_TAG, for runs side by side in one checkout), so test runs on one
 * PostgreSQL server never drop each other's databases.
 */
const checkoutTag = createHash("sha256")
  .update(process.cwd() + (process.env.BAHI_TEST_TAG ?? ""))
  .digest("hex")
  .slice(0, 8);
export const TEMPLATE_DATABASE = `bahi_test_template_${checkoutTag}`;
export const TEST_DATABASE_PREFIX = `bahi_t_${checkoutTag}_`;

/** PGlite always; the PostgreSQL server as well when TEST_DATABASE_URL names one (CI sets it). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

let pgliteTemplate: Promise<Blob> | undefined;

/** A migrated PGlite is dumped once per worker and cloned per test file (~0.5 s instead of ~2.7 s). */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const connection = await connectDatabase("pglite:memory");
    const client = (connection.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await connection.close();
    return dump;
  })();
  return pgliteTemplate;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseConnection> {
  if (kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create({ loadDataDir: await migratedPgliteTemplate() });
    return fromPglite(client, drizzle);
  }
  // global-setup.ts migrated the template once; a copy of it is a fresh, migrated database.
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = TEST_DATABASE_PREFIX + randomBytes(6).toString("hex");
  await adminQuery(serverUrl, `create database "${name}" template "${TEMPLATE_DATABASE}"`);
  const connection = await connectDatabase(withDatabase(serverUrl, name), { migrate: false });
  return {
    ...connection,
    async close() {
      await connection.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Runs the same suite once per database kind, each with its own fresh database, so every database
 * test proves PGlite and PostgreSQL alike. `only` limits it to one kind, for what only one has (a
 * connection to the server that can be lost).
 */
export function describeEachDatabase(
  title: string,
  suite: (database: () => DatabaseConnection) => void,
  { only }: { only?: DatabaseKind } = {},
) {
  for (const kind of testDatabaseKinds().filter((kind) => !only || kind === only)) {
    describe(`${title} [${kind}]`, () => {
      let connection: DatabaseConnection | undefined;
      beforeAll(async () => {
        connection = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await connection?.close();
      });
      suite(() => {
        if (!connection) throw new Error("test database not ready");
        return connection;
      });
    });
  }
}

export interface DatabaseAtUrl {
  kind: DatabaseKind;
  /** A DATABASE_URL a server process can open: `pglite:<dir>` or `postgres://…/<fresh database>`. */
  url: string;
  /** Opens (and on first open of PGlite, migrates) the database in this process. */
  connect(): Promise<DatabaseConnection>;
  dispose(): Promise<void>;
}

/** A fresh, migrated database addressed by URL, for tests that run the server as its own process. */
export async function createDatabaseAtUrl(kind: DatabaseKind): Promise<DatabaseAtUrl> {
  if (kind === "pglite") {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dir = mkdtempSync(join(tmpdir(), "bahi-db-"));
    const url = `pglite:${dir}`;
    // The migrated template, written into the directory, spares a migration from scratch on disk.
    const { PGlite } = await import("@electric-sql/pglite");
    await (await PGlite.create(dir, { loadDataDir: await migratedPgliteTemplate() })).close();
    return {
      kind,
      url,
      connect: () => connectDatabase(url),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = TEST_DATABASE_PREFIX + randomBytes(6).toString("hex");
  await adminQuery(serverUrl, `create database "${name}" template "${TEMPLATE_DATABASE}"`);
  const url = withDatabase(serverUrl, name);
  return {
    kind,
    url,
    connect: () => connectDatabase(url, { migrate: false }),
    dispose: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
