import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { it } from "vitest";
import { adminQuery, TEST_DATABASE_PREFIX, withDatabase } from "./test-database";

const migrationsFolder = fileURLToPath(new URL("../db/migrations", import.meta.url));

/** A copy of the migrations folder that stops after the first `count` migrations. */
export function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), "bahi-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Rows of a raw statement, on either driver. */
export type MigrationQuery = <T>(sql: string) => Promise<T[]>;

/**
 * What a migration test does on a database migrated up to just before the migration: write old rows
 * (`exec`), run the rest of the migrations (`migrateAll`), and read the result (`query`).
 */
export type MigrationCheck = (
  query: MigrationQuery,
  exec: (sql: string) => Promise<void>,
  migrateAll: () => Promise<void>,
) => Promise<void>;

/**
 * One migration test on PGlite, and on the PostgreSQL server when TEST_DATABASE_URL names one (a fresh
 * database, dropped after): the database starts with the first `migrationsBefore` migrations applied.
 */
export function itMigratesOnBothDatabases(title: string, migrationsBefore: number, check: MigrationCheck) {
  it(`${title} (PGlite)`, async () => {
    const client = await PGlite.create();
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: migrationsUpTo(migrationsBefore) });
    await check(
      async (sql) => (await client.query(sql)).rows as never[],
      async (sql) => {
        await client.exec(sql);
      },
      () => migratePglite(db, { migrationsFolder }),
    );
    await client.close();
  }, 180_000);

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    `${title} (PostgreSQL)`,
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `${TEST_DATABASE_PREFIX}m${migrationsBefore}_${randomBytes(4).toString("hex")}`;
      await adminQuery(serverUrl, `create database "${name}"`);
      const { default: pg } = await import("pg");
      const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 1 });
      try {
        const db = drizzlePg({ client: pool });
        await migratePg(db, { migrationsFolder: migrationsUpTo(migrationsBefore) });
        await check(
          async (sql) => (await pool.query(sql)).rows as never[],
          async (sql) => {
            await pool.query(sql);
          },
          () => migratePg(db, { migrationsFolder }),
        );
      } finally {
        await pool.end();
        await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
      }
    },
    180_000,
  );
}
