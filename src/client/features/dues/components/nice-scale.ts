/**
 * An axis from 0 with `count` equal steps of a round size (1, 2, 2.5 or 5 × a power of ten) whose
 * top reaches `largest`: ₹30,000 in 4 steps is 0–₹40,000 by ₹10,000, never 0–₹30,000 by ₹7,500.
 */
export function niceScale(largest: number, count: number): { max: number; ticks: number[] } {
  if (largest <= 0) return { max: 0, ticks: [0] };
  const rough = largest / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough)!;
  const steps = Math.ceil(largest / step);
  const ticks = Array.from({ length: steps + 1 }, (_, i) => i * step);
  return { max: steps * step, ticks };
}
