import { readFileSync, writeFileSync } from "node:fs";

/**
 * How much `work` adds to this process's resident memory at its peak. On Linux the kernel's
 * high-water mark is reset first and read after, so a peak inside synchronous work counts exactly;
 * elsewhere the memory is sampled every millisecond, which sees only the peaks between tasks.
 */
export async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; grewBytes: number }> {
  const start = process.memoryUsage().rss;
  const exact = resetHighWater();
  let sampled = start;
  const sampler = exact
    ? undefined
    : setInterval(() => {
        sampled = Math.max(sampled, process.memoryUsage().rss);
      }, 1);
  try {
    const result = await work();
    const peak = exact ? highWater() : Math.max(sampled, process.memoryUsage().rss);
    return { result, grewBytes: peak - start };
  } finally {
    clearInterval(sampler);
  }
}

/** Writing 5 to clear_refs sets VmHWM to the current RSS (Linux ≥ 4.0). */
function resetHighWater(): boolean {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}

function highWater(): number {
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
  if (kb === undefined) throw new Error("no VmHWM in /proc/self/status");
  return Number(kb) * 1024;
}
