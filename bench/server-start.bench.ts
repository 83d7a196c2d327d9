import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshDatabase, dropDatabase } from "./support/postgres";
import { heading, median, report } from "./support/report";
import { startServerProcess } from "./support/server-process";

const RUNS = 5;

async function timeStarts(env: Record<string, string>): Promise<number[]> {
  // The first start creates and migrates the database; the measured ones find it existing.
  await (await startServerProcess(env)).stop();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const server = await startServerProcess(env);
    times.push(server.startMs);
    await server.stop();
  }
  return times;
}

/** Process spawn → first 200 on /api/v1/health, with an existing database (issue 2). */
export async function benchServerStart() {
  heading(`Server start to first 200 on /api/v1/health (median of ${RUNS}, existing database)`);
  const pglite = await timeStarts({ DATA_DIR: mkdtempSync(join(tmpdir(), "bahi-bench-start-")) });
  report("embedded PGlite", `${median(pglite).toFixed(0)} ms`);
  const database = "bahi_bench_start";
  const url = await freshDatabase(database);
  try {
    const postgres = await timeStarts({ DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), "bahi-bench-start-pg-")) });
    report("PostgreSQL server", `${median(postgres).toFixed(0)} ms`);
  } finally {
    await dropDatabase(database);
  }
}
