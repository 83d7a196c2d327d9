/** Benchmark output: one aligned line per figure, so runs can be compared by eye and quoted. */
export function report(name: string, value: string, target?: string) {
  console.log(`  ${name.padEnd(58)} ${value.padStart(14)}${target ? `   (target ${target})` : ""}`);
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
