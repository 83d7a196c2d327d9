import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addLedger, addStudent, addTransaction, directorWithSchool } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import {
  adminQuery,
  createDatabaseAtUrl,
  TEST_DATABASE_PREFIX,
  testDatabaseKinds,
  withDatabase,
} from "../../test/test-database";
import { connectDatabase, type DatabaseConnection } from "../connect";
import type { Database } from "../database";
import { selectRows } from "../select-rows";
import { backupDatabase } from "./backup-database";
import { restoreDatabase } from "./restore-database";
import { listTables } from "./table-rows";

/** Every row of every table, in a stable order, as JSON text (so bigint, dates and nulls compare exactly). */
async function everyRow(db: Database): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const rows = await selectRows<{ row: string }>(db, sql.raw(`select row_to_json(t)::text as row from ${table} t`));
    tables[table] = rows.map((r) => r.row).sort();
  }
  return tables;
}

/** A database that has never been created or migrated: a new directory, or a new, bare PostgreSQL database. */
async function emptyTarget(kind: "pglite" | "postgres"): Promise<{ url: string; dispose(): Promise<void> }> {
  if (kind === "pglite")
    return { url: `pglite:${join(mkdtempSync(join(tmpdir(), "bahi-restore-")), "db")}`, dispose: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${TEST_DATABASE_PREFIX}restore_${Date.now()}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  return {
    url: withDatabase(serverUrl, name),
    dispose: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function withConnection<T>(url: string, work: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
  const connection = await connectDatabase(url, { migrate: false });
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

const script = fileURLToPath(new URL("../../../../scripts/backup-restore.ts", import.meta.url));

/** `npm run restore -- <file>` as a person runs it: its exit code and what it printed. */
function runRestoreScript(
  databaseUrl: string,
  file: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", script, "restore", file],
      { env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe.each(testDatabaseKinds())("backup and restore drill [%s]", (kind) => {
  it("restores a backup into a fresh database with every table's rows, and refuses a non-empty one", async () => {
    const source = await createDatabaseAtUrl(kind);
    const target = await emptyTarget(kind);
    const file = join(mkdtempSync(join(tmpdir(), "bahi-backup-")), "bahi.backup");
    try {
      const setup = await source.connect();
      const api = createTestApp(setup.db);
      const director = await directorWithSchool(api);
      const ledger = await addLedger(api, director);
      for (const name of ["Aarav Sharma", "सीता देवी"]) {
        const student = await addStudent(api, director, ledger, { name });
        await addTransaction(api, director, student, { amount: 1234.5 });
        await addTransaction(api, director, student, { amount: 700, transactionType: "Credit" });
      }
      const written = await everyRow(setup.db);
      await setup.close();
      expect(written["public.fee_transaction"]).toHaveLength(4);

      await backupDatabase(source.url, file);
      await restoreDatabase(target.url, file);

      expect(await withConnection(target.url, (restored) => everyRow(restored.db))).toEqual(written);
      // The restored database is a working one: the server's own start-up (migrations) finds nothing to do.
      await (await connectDatabase(target.url)).close();

      await expect(restoreDatabase(target.url, file)).rejects.toThrow(
        /is not empty; restore only into an empty database/,
      );
      await expect(restoreDatabase(source.url, file)).rejects.toThrow(/is not empty/);
    } finally {
      await source.dispose();
      await target.dispose();
    }
  }, 240_000); // Seconds on an idle machine; PGlite opens on disk are slow on a loaded one.

  it("restores into a database that a first start only migrated, and refuses the other kind's backup", async () => {
    const source = await createDatabaseAtUrl(kind);
    const migratedOnly = await createDatabaseAtUrl(kind);
    const file = join(mkdtempSync(join(tmpdir(), "bahi-backup-")), "bahi.backup");
    try {
      const setup = await source.connect();
      await directorWithSchool(createTestApp(setup.db));
      const written = await everyRow(setup.db);
      await setup.close();
      await (await migratedOnly.connect()).close();

      await backupDatabase(source.url, file);
      await restoreDatabase(migratedOnly.url, file);
      expect(await withConnection(migratedOnly.url, (restored) => everyRow(restored.db))).toEqual(written);

      const otherKind =
        kind === "pglite"
          ? "postgres://nobody@127.0.0.1:1/none"
          : `pglite:${mkdtempSync(join(tmpdir(), "bahi-other-"))}`;
      await expect(restoreDatabase(otherKind, file)).rejects.toThrow(
        kind === "pglite" ? /is an embedded-database \(PGlite\) backup/ : /is a PostgreSQL \(pg_dump\) backup/,
      );
    } finally {
      await source.dispose();
      await migratedOnly.dispose();
    }
  }, 240_000); // Seconds on an idle machine; PGlite opens on disk are slow on a loaded one.

  it("says in one line that a truncated backup is incomplete, exits 1, and leaves the target empty", async () => {
    const source = await createDatabaseAtUrl(kind);
    const target = await emptyTarget(kind);
    const folder = mkdtempSync(join(tmpdir(), "bahi-backup-"));
    const file = join(folder, "bahi.backup");
    const truncated = join(folder, "truncated.backup");
    try {
      const setup = await source.connect();
      await directorWithSchool(createTestApp(setup.db));
      await setup.close();
      await backupDatabase(source.url, file);
      const whole = readFileSync(file);
      writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));

      const result = await runRestoreScript(target.url, truncated);
      expect(result).toEqual({
        code: 1,
        stdout: "",
        stderr: `Restore failed: ${truncated} is incomplete or not a Bahi backup; nothing was restored.\n`,
      });
      if (kind === "pglite") {
        const dataDir = target.url.slice("pglite:".length);
        expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
      } else {
        expect(await withConnection(target.url, (restored) => listTables(restored.db))).toEqual([]);
      }
    } finally {
      await source.dispose();
      await target.dispose();
    }
  }, 240_000); // Seconds on an idle machine; PGlite opens on disk are slow on a loaded one.
});
