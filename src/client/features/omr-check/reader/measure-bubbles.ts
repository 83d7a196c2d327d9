import type { Point } from "@/documents/omr-sheet/omr-template";
import { unitCircle, type SheetSampler } from "./sheet-sampler";

/** A bubble to read: its template centre, moved onto where it lies, and its radius (pt). */
export interface BubbleSpot extends Point {
  readonly radius: number;
}

/** A bubble as seen: the darkness of each inner sample against the paper round it, and how even that paper is. */
export interface BubbleLook {
  /** Per inner sample (INNER order): 1 − brightness ÷ local paper; 0 is paper, ~0.8 a pen mark. */
  readonly darkness: Float32Array;
  /** How uneven the paper round the bubble is, (90th − 10th percentile) ÷ median: 0 flat, ~0.3 a shadow's edge. */
  readonly unevenness: number;
}

/** Paper is read on a circle just outside the printed ring: midway to the next row, clear of the neighbours. */
const PAPER_RING = 1.33;
/** The inside read: clear of the printed ring even when the photo is soft. */
const INNER_RADIUS = 0.62;
const RING = unitCircle(32);

/** Inner sample points as shares of the radius: a 9 × 9 lattice cut to a disc. */
export const INNER: readonly Point[] = (() => {
  const points: Point[] = [];
  for (let i = -4; i <= 4; i++)
    for (let j = -4; j <= 4; j++)
      if (i * i + j * j <= 17) points.push({ x: (i / 4) * INNER_RADIUS, y: (j / 4) * INNER_RADIUS });
  return points;
})();

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Ring samples to the left and right: above and below, a block's first and last rows have its frame's line on the ring. */
const SIDES = RING.flatMap((p, i) => (Math.abs(p.y) < 0.8 ? [i] : []));

/**
 * The paper level for each inner point. Even paper beside the bubble: a plane through the side
 * samples (a gentle light gradient). A straight step round the ring (a shadow's edge): each inner
 * point takes the paper of its own side of the edge. Anything else (a crease, a neighbour's spilled
 * mark): the ring's median.
 */
function paperModel(ring: readonly number[]): { paperAt: (p: Point) => number; unevenness: number } {
  const sides = SIDES.map((i) => ring[i]!).sort((a, b) => a - b);
  const median = Math.max(1, quantile(sides, 0.5));
  const unevenness = (quantile(sides, 0.9) - quantile(sides, 0.1)) / median;
  if (unevenness < 0.08) {
    // The side samples are symmetric left–right and up–down, so the plane's slopes are plain ratios.
    let [bx, xx, by, yy] = [0, 0, 0, 0];
    for (const i of SIDES) {
      const { x, y } = RING[i]!;
      bx += x * ring[i]!;
      xx += x * x;
      by += y * ring[i]!;
      yy += y * y;
    }
    return { paperAt: (p) => median + ((bx / xx) * p.x + (by / yy) * p.y) / PAPER_RING, unevenness };
  }
  const n = ring.length;
  const prefix = [0];
  const squares = [0];
  for (let i = 0; i < 2 * n; i++) {
    prefix.push(prefix[i]! + ring[i % n]!);
    squares.push(squares[i]! + ring[i % n]! ** 2);
  }
  const sse = (from: number, length: number) => {
    const sum = prefix[from + length]! - prefix[from]!;
    return squares[from + length]! - squares[from]! - (sum * sum) / length;
  };
  const total = sse(0, n);
  let best = { from: 0, length: 0, sse: Infinity };
  for (let from = 0; from < n; from++)
    for (let length = 6; length <= n - 6; length++) {
      const split = sse(from, length) + sse(from + length, n - length);
      if (split < best.sse) best = { from, length, sse: split };
    }
  if (best.length && best.sse <= 0.3 * total) {
    const arcMean = (prefix[best.from + best.length]! - prefix[best.from]!) / best.length;
    const restMean = (prefix[best.from + n]! - prefix[best.from + best.length]!) / (n - best.length);
    // The edge runs between the two places round the ring where the paper changes.
    const angle = (k: number) => ((k - 0.5) * 2 * Math.PI) / n;
    const s = { x: Math.cos(angle(best.from)), y: Math.sin(angle(best.from)) };
    const e = { x: Math.cos(angle(best.from + best.length)), y: Math.sin(angle(best.from + best.length)) };
    const middle = RING[(best.from + Math.floor(best.length / 2)) % n]!;
    const side = (p: Point) => Math.sign((e.x - s.x) * (p.y - s.y) - (e.y - s.y) * (p.x - s.x));
    const arcSide = side(middle);
    return {
      paperAt: (p) => (side({ x: p.x / PAPER_RING, y: p.y / PAPER_RING }) === arcSide ? arcMean : restMean),
      unevenness,
    };
  }
  return { paperAt: () => median, unevenness };
}

/** Looks at one bubble where it lies: its inside, sample by sample, against the paper round it. */
export function measureBubble(sampler: SheetSampler, spot: BubbleSpot): BubbleLook {
  const ring = RING.map((o) =>
    sampler.at(spot.x + o.x * spot.radius * PAPER_RING, spot.y + o.y * spot.radius * PAPER_RING),
  );
  const { paperAt, unevenness } = paperModel(ring);
  const darkness = new Float32Array(INNER.length);
  INNER.forEach((o, i) => {
    const value = sampler.at(spot.x + o.x * spot.radius, spot.y + o.y * spot.radius);
    darkness[i] = Math.max(-1, Math.min(1, 1 - value / Math.max(1, paperAt(o))));
  });
  return { darkness, unevenness };
}
