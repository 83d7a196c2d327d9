import { loadavg } from "node:os";

/** Benchmark output: one aligned line per figure, so runs can be compared by eye and quoted. */
export function report(name: string, value: string, target?: string) {
  console.log(`  ${name.padEnd(58)} ${value.padStart(14)}${target ? `   (target ${target})` : ""}`);
}

/** A time against its goal: "732 ms (ratio to the 1000 ms goal: 0.73)   (target ≤ 1000 ms)". */
export function reportAgainstGoal(name: string, ms: number, goalMs: number, digits = 0) {
  report(
    name,
    `${ms.toFixed(digits)} ms (ratio to the ${goalMs} ms goal: ${(ms / goalMs).toFixed(2)})`,
    `≤ ${goalMs} ms`,
  );
}

/** The load average as a part ends: a figure from a shared two-core machine means little without it. */
export function reportMachineLoad() {
  report(
    "Machine load (uptime)",
    loadavg()
      .map((value) => value.toFixed(2))
      .join(", "),
  );
}

export function heading(title: string) {
  console.log(`\n${title}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Milliseconds of each of `calls` calls, after one untimed warm-up call (connections, plans, JIT). */
export async function timeCalls(calls: number, call: () => Promise<unknown>): Promise<number[]> {
  await call();
  const result: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await call();
    result.push(performance.now() - started);
  }
  return result;
}
