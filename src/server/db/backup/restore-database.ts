import { readdirSync, rmSync } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { StartupError } from "../../startup-error";
import { connectDatabase } from "../connect";
import { lockDataDirectory } from "../pglite-lock";
import { runPostgresTool } from "./backup-database";
import { isDatabaseEmpty } from "./table-rows";

/**
 * Loads a backup made by `backupDatabase` into the database at `url`, which must be empty (absent,
 * or holding no rows — a database a first start only migrated). A non-empty one is refused, so a
 * restore never mixes two schools' histories or overwrites live data.
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  const format = await backupFormat(file);
  if (url.startsWith("pglite:")) {
    if (format !== "pglite")
      throw new StartupError(`${file} is a PostgreSQL (pg_dump) backup; restore it into a PostgreSQL DATABASE_URL.`);
    await restorePglite(url.slice("pglite:".length), file);
    return;
  }
  if (format !== "postgres")
    throw new StartupError(
      `${file} is an embedded-database (PGlite) backup; restore it with DATABASE_URL=pglite:<dir>.`,
    );
  // The whole archive is read once into nothing first: a truncated file fails here, before any database is touched.
  await runPostgresTool("pg_restore", ["--file=/dev/null", file]).catch((error: unknown) => {
    throw error instanceof StartupError && error.message.startsWith("pg_restore failed")
      ? incompleteBackup(file)
      : error;
  });
  const connection = await connectDatabase(url, { migrate: false });
  try {
    await refuseNonEmpty(connection.db, url);
  } finally {
    await connection.close();
  }
  // --clean drops what a first start may have migrated, so the backup's schema and journal win.
  await runPostgresTool("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${url}`,
    file,
  ]);
}

async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (holdsDatabase(dataDir)) {
    const existing = await connectDatabase(`pglite:${dataDir}`, { migrate: false });
    try {
      await refuseNonEmpty(existing.db, dataDir);
    } finally {
      await existing.close();
    }
  }
  const dump = new Uint8Array(await readFile(file));
  // gunzip checks the stream's length and checksum: a truncated file is refused before the directory is emptied.
  await promisify(gunzip)(dump).catch(() => {
    throw incompleteBackup(file);
  });
  const unlock = await lockDataDirectory(dataDir);
  try {
    emptyDirectory(dataDir);
    const { PGlite } = await import("@electric-sql/pglite");
    try {
      const client = await PGlite.create(dataDir, { loadDataDir: new Blob([dump]) });
      await client.close();
    } catch {
      // A sound gzip that is no PGlite data directory: leave the target as empty as it was.
      emptyDirectory(dataDir);
      throw incompleteBackup(file);
    }
  } finally {
    unlock();
  }
}

function emptyDirectory(dataDir: string): void {
  for (const entry of readdirSync(dataDir))
    if (entry !== "bahi.lock") rmSync(join(dataDir, entry), { recursive: true, force: true });
}

function incompleteBackup(file: string): StartupError {
  return new StartupError(`${file} is incomplete or not a Bahi backup; nothing was restored.`);
}

function holdsDatabase(dataDir: string): boolean {
  try {
    return readdirSync(dataDir).some((entry) => entry !== "bahi.lock");
  } catch {
    return false;
  }
}

async function refuseNonEmpty(db: Parameters<typeof isDatabaseEmpty>[0], where: string): Promise<void> {
  if (!(await isDatabaseEmpty(db))) {
    throw new StartupError(
      `The database ${redact(where)} is not empty; restore only into an empty database (a new DATABASE_URL or data directory).`,
    );
  }
}

/** pg_dump's custom format starts with "PGDMP"; PGlite's dump is a gzipped tarball. */
async function backupFormat(file: string): Promise<"postgres" | "pglite"> {
  let handle;
  try {
    handle = await open(file, "r");
  } catch {
    throw new StartupError(`Cannot read the backup file ${file}.`);
  }
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString("latin1") === "PGDMP") return "postgres";
    if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
    throw new StartupError(
      `${file} is not a Bahi backup (neither pg_dump custom format nor a PGlite data directory dump).`,
    );
  } finally {
    await handle.close();
  }
}

function redact(where: string): string {
  try {
    const url = new URL(where);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return where;
  }
}
