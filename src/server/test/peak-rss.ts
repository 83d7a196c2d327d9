/**
 * How much `work` adds to this process's resident memory at its peak: sampled every millisecond, and
 * from the kernel's high-water mark, which also catches a peak inside synchronous work.
 */
export async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; grewBytes: number }> {
  const start = process.memoryUsage().rss;
  const highWaterBefore = process.resourceUsage().maxRSS * 1024;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 1);
  try {
    const result = await work();
    const highWater = process.resourceUsage().maxRSS * 1024;
    peak = Math.max(peak, process.memoryUsage().rss, highWater > highWaterBefore ? highWater : 0);
    return { result, grewBytes: peak - start };
  } finally {
    clearInterval(sampler);
  }
}
