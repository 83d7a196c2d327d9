import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builds } from "../scripts/build-if-stale.mjs";
import { buildServer } from "../scripts/build-server.mjs";
import { isStale } from "../scripts/stale-build.mjs";
import { freshDatabase, dropDatabase } from "./support/postgres";
import { heading, median, report } from "./support/report";
import { residentMb, startServerProcess, type ServerProcess } from "./support/server-process";

const RUNS = 5;
const START_GOAL_MS = 1500;
const IDLE_RSS_GOAL_MB = 250;
/** How long the server sits idle after its requests before its memory is read. */
const SETTLE_MS = 3000;

interface Figures {
  startMs: number[];
  startCpuMs: number[];
  idleMb: number[];
}

/** What a person does right after a start: the page's public calls, a few times over. */
async function someRequests(server: ServerProcess) {
  for (let i = 0; i < 5; i++) {
    for (const path of ["/api/v1/health", "/api/v1/site-info", "/api/v1/openapi.json", "/api/auth/get-session"]) {
      await (await fetch(`${server.url}${path}`)).arrayBuffer();
    }
  }
}

/**
 * Starts the built server and the sources through tsx in turns (so machine load falls on both
 * alike), each on an existing database, and measures start → first 200 and the idle RSS after a
 * few requests.
 */
async function measure(env: Record<string, string>): Promise<{ built: Figures; sources: Figures }> {
  const figures: Record<"built" | "sources", Figures> = {
    built: { startMs: [], startCpuMs: [], idleMb: [] },
    sources: { startMs: [], startCpuMs: [], idleMb: [] },
  };
  // The first start creates and migrates the database; the measured ones find it existing.
  await (await startServerProcess(env, { built: true })).stop();
  for (let i = 0; i < RUNS; i++) {
    for (const way of ["built", "sources"] as const) {
      const server = await startServerProcess(env, { built: way === "built" });
      figures[way].startMs.push(server.startMs);
      figures[way].startCpuMs.push(server.startCpuMs);
      await someRequests(server);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      figures[way].idleMb.push(residentMb(server.pid));
      await server.stop();
    }
  }
  return figures;
}

function reportStarts(database: string, { built, sources }: { built: Figures; sources: Figures }) {
  const [newMs, oldMs] = [median(built.startMs), median(sources.startMs)];
  const [newCpu, oldCpu] = [median(built.startCpuMs), median(sources.startCpuMs)];
  report(
    `${database}: built server (npm start's node dist/server/main.js)`,
    `${newMs.toFixed(0)} ms`,
    `≤ ${START_GOAL_MS} ms`,
  );
  report(`${database}: sources through tsx (the old npm start), baseline`, `${oldMs.toFixed(0)} ms`);
  report(`${database}: built / baseline`, `${(newMs / oldMs).toFixed(2)}×`);
  report(
    `${database}: CPU by the first 200, built / baseline (${newCpu.toFixed(0)} / ${oldCpu.toFixed(0)} ms)`,
    `${(newCpu / oldCpu).toFixed(2)}×`,
  );
}

/** `npm run bench -- start`: server start to the first 200 on /api/v1/health, and idle memory (issue 16). */
export async function benchServerStart() {
  if (isStale(builds.server)) await buildServer();

  heading("npm start's staleness check (scripts/build-if-stale.mjs), builds current");
  const checks: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    isStale(builds.client);
    isStale(builds.server);
    checks.push(performance.now() - started);
  }
  report("client and server sources against dist/", `${median(checks).toFixed(0)} ms`);

  heading(`Server start to first 200 on /api/v1/health, existing database (median of ${RUNS}; built and tsx in turns)`);
  const pglite = await measure({ DATA_DIR: mkdtempSync(join(tmpdir(), "bahi-bench-start-")) });
  reportStarts("PGlite", pglite);
  const database = "bahi_bench_start";
  const url = await freshDatabase(database);
  try {
    reportStarts(
      "PostgreSQL",
      await measure({ DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), "bahi-bench-start-pg-")) }),
    );
  } finally {
    await dropDatabase(database);
  }

  heading(`Server memory (RSS) on PGlite, idle ${SETTLE_MS / 1000} s after start and 20 requests (median of ${RUNS})`);
  const [newMb, oldMb] = [median(pglite.built.idleMb), median(pglite.sources.idleMb)];
  report("built server", `${newMb.toFixed(0)} MB`, `≤ ${IDLE_RSS_GOAL_MB} MB`);
  report("sources through tsx, baseline", `${oldMb.toFixed(0)} MB`);
  report("built / baseline", `${(newMb / oldMb).toFixed(2)}×`);
}
