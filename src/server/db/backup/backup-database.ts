import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { StartupError } from "../../startup-error";
import { connectDatabase } from "../connect";

const run = promisify(execFile);

/**
 * Writes a consistent backup of the database at `url` to `file`. PostgreSQL: `pg_dump` in its
 * custom format (one snapshot, so consistent while the server keeps running). PGlite: a gzipped
 * tarball of its data directory, taken under the directory's lock, so the server must be stopped.
 */
export async function backupDatabase(url: string, file: string): Promise<void> {
  if (url.startsWith("pglite:")) {
    const connection = await connectDatabase(url, { migrate: false });
    try {
      const client = (connection.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
      const dump = await client.dumpDataDir("gzip");
      await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await connection.close();
    }
    return;
  }
  await runPostgresTool("pg_dump", [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
}

/** Runs pg_dump or pg_restore (Debian package postgresql-client), turning its failure into one line. */
export async function runPostgresTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT")
      throw new StartupError(`${tool} was not found; install the PostgreSQL client tools (Debian: postgresql-client).`);
    throw new StartupError(`${tool} failed: ${(failure.stderr || failure.message).trim()}`);
  }
}
