import autocannon from "autocannon";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface LoadResult {
  rps: number;
  p99: number;
  tool: "wrk" | "autocannon";
}

/** Throughput and latency percentiles (ms) from wrk's `--latency` report. */
function wrkFigures(output: string) {
  if (/Non-2xx or 3xx responses/.test(output) || /Socket errors/.test(output))
    throw new Error(`wrk saw failed requests:\n${output}`);
  const percentile = (label: string) => {
    const [, value, unit] = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(output) ?? [];
    return Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
  };
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]), p50: percentile("50"), p99: percentile("99") };
}

function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"]).error === undefined;
}

/**
 * HTTP load from one process. wrk (C, Debian package `wrk`) when installed: it needs a fraction of
 * the CPU autocannon does, which on a two-core machine otherwise comes out of the server's share.
 */
export async function httpLoad(
  url: string,
  headers: Record<string, string>,
  connections: number,
  durationS: number,
): Promise<LoadResult> {
  if (hasWrk()) {
    const args = [
      "-t",
      "1",
      "-c",
      String(connections),
      "-d",
      `${durationS}s`,
      "--latency",
      // wrk counts an answer slower than 2 s (its default) as a socket error, which stops the bench;
      // on a machine shared with other runs a saturated server's queue can reach that.
      "--timeout",
      "10s",
      ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
      url,
    ];
    const output = execFileSync("wrk", args, { encoding: "utf8" });
    const { rps, p99 } = wrkFigures(output);
    return { rps, p99, tool: "wrk" };
  }
  const result = await autocannon({ url, connections, duration: durationS, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`API answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, tool: "autocannon" };
}

/**
 * Latency at a steady rate below saturation, open loop: autocannon sends `rate` requests a second on
 * schedule, whether or not earlier ones have answered, and corrects for coordinated omission (a late
 * answer also counts the requests that waited behind it). Saturating load measures queueing instead:
 * with C connections always busy, mean latency is C / throughput whatever the server does.
 */
export async function latencyAtRate(
  url: string,
  headers: Record<string, string>,
  connections: number,
  rate: number,
  durationS: number,
) {
  const result = await autocannon({ url, connections, duration: durationS, headers, overallRate: rate });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`API answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * Latency at about `rate` requests a second from wrk, whose own CPU stays small (autocannon's, above,
 * takes up to a core of a two-core machine away from the server at the same rate). Each connection
 * waits a random pause between its answer and its next request, on average connections / rate
 * seconds; unlike autocannon's schedule it does not count the wait behind a late answer, which at
 * half of saturation is rare. Null without wrk.
 */
export function pacedLatency(
  url: string,
  headers: Record<string, string>,
  connections: number,
  rate: number,
  durationS: number,
) {
  if (!hasWrk()) return null;
  const folder = mkdtempSync(join(tmpdir(), "bahi-wrk-"));
  try {
    const script = join(folder, "paced.lua");
    const meanPauseMs = (connections / rate) * 1000;
    writeFileSync(script, `function delay() return math.random(0, ${Math.round(2 * meanPauseMs)}) end\n`);
    const args = [
      "-t",
      "1",
      "-c",
      String(connections),
      "-d",
      `${durationS}s`,
      "--latency",
      "--timeout",
      "10s",
      "-s",
      script,
      ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
      url,
    ];
    return wrkFigures(execFileSync("wrk", args, { encoding: "utf8" }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
