import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../../scripts/build-server.mjs";
import { freePort } from "../../src/server/test/server-process";

const sourcesPath = fileURLToPath(new URL("../../src/server/main.ts", import.meta.url));
const builtPath = fileURLToPath(new URL("../../dist/server/main.js", import.meta.url));
/**
 * Extra node flags for the server's process, e.g. `BENCH_SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`
 * to profile it under a benchmark's load (node refuses --cpu-prof in NODE_OPTIONS).
 */
const extraNodeFlags = (process.env.BENCH_SERVER_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean);

export interface ServerProcess {
  url: string;
  /** Milliseconds from spawning the server's process to the first 200 from /api/v1/health. */
  startMs: number;
  /** CPU milliseconds (user + system) the server's process had used by then: steadier than `startMs` on a shared machine. */
  startCpuMs: number;
  /** The server's process id, to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/** CPU time (user + system) a process has used, in ms; /proc counts it in clock ticks (100 a second on Linux). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process in MB, as the operating system counts it. */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/**
 * Starts the real server in its own process: by default `src/server/main.ts` through tsx, as the
 * tests do; `{ built: true }` runs dist/server/main.js with plain node and the flags `npm start` gives
 * it, as `npm start` does after its staleness check (the caller makes sure the build is current).
 */
export async function startServerProcess(env: Record<string, string>, { built = false } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const entry = built ? [...SERVER_NODE_FLAGS, builtPath] : ["--import", "tsx", sourcesPath];
  const child = spawn(process.execPath, [...extraNodeFlags, ...entry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DEV_IDP_ENABLED: "true",
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    startCpuMs: cpuMs(child.pid!),
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
