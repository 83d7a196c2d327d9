import type { Point } from "@/documents/omr-sheet/omr-template";
import type { Rect } from "@/documents/pdf/page-geometry";
import type { SheetSampler } from "./sheet-sampler";
import { unitCircle } from "./sheet-sampler";

/*
 * One homography from the four corner markers is right only for a flat sheet. A bowed, curled or
 * folded sheet moves the middle of the page by up to a few rows, so each printed frame (a block of
 * questions, the roll-number grid) is found again where it lies, and each row of bubbles is nudged
 * onto its printed rings from there. Displacements are in template points, added before the homography.
 */

const STEP = 0.5;
/** Slopes a frame's line may take against where the homography puts it: a bow tilts a line by up to ~0.2. */
const TILTS = Array.from({ length: 13 }, (_, i) => (i - 6) * 0.04);
/** What each point of shift costs a candidate line, so a flat sheet stays where the markers put it. */
const PRIOR = 0.002;
/** Paper either side of a printed line, in points: past the line's blur in a soft photo. */
const BESIDE = 2;
/** Candidate places per line, the darkest first. */
const CANDIDATES = 6;

/** Where a frame's sides were found: their displacements, and how clearly each line showed. */
export interface FrameFit {
  /** The displacement at a template point inside the frame, following its four sides. */
  shiftAt(p: Point): Point;
  /** The weakest of the frame's lines, as darkness against the paper beside it (a clear printed line: 0.1–0.5). */
  readonly clarity: number;
  /** The largest displacement found (pt): how far from flat the sheet lies here. */
  readonly bend: number;
}

/** Where to look at a frame's sides: across the paper gaps of its rows, clear of bubbles and numbers. */
export interface FrameProbes {
  /** x of points on the top and bottom lines, spread across the frame so a tilt shows. */
  readonly across: readonly number[];
  /** y of points on the left and right lines, spread down the frame. */
  readonly down: readonly number[];
}

/** A printed frame to find, with where to probe its lines and the printed rings of its first and last rows. */
export interface FramedBlock {
  readonly frame: Rect;
  readonly probes: FrameProbes;
  /** Rings of the first and last rows inside it: beside its own top and bottom lines, not beside the next block's. */
  readonly firstRow: readonly RingSpot[];
  readonly lastRow: readonly RingSpot[];
}

/** A straight line found: its shift (pt, along its normal) at `centre` along it, and its tilt. */
interface Line {
  readonly shift: number;
  readonly tilt: number;
  readonly centre: number;
  readonly darkness: number;
}

/**
 * How dark a thin line is at each probe, moved by each shift along its normal: the paper beside it
 * over the line itself, one profile per probe (three samples along the line each).
 */
function profiles(
  sampler: SheetSampler,
  probes: readonly number[],
  at: number,
  horizontal: boolean,
  reach: number,
  move: (along: number) => number = () => 0,
): number[][] {
  const read = (along: number, across: number) => (horizontal ? sampler.at(along, across) : sampler.at(across, along));
  return probes.map((probe) => {
    const values: number[] = [];
    for (let shift = -reach; shift <= reach + 1e-9; shift += STEP) {
      let sum = 0;
      for (const d of [-1, 0, 1]) {
        const [position, across] = [probe + d + move(probe + d), at + shift];
        const paper = (read(position, across - BESIDE) + read(position, across + BESIDE)) / 2;
        sum += paper > 0 ? (paper - read(position, across)) / paper : 0;
      }
      values.push(sum / 3);
    }
    return values;
  });
}

/** The darkest tilted lines through the probes' profiles, as candidates: the best tilt per shift, then its peaks. */
function lineCandidates(profile: readonly number[][], probes: readonly number[], reach: number): Line[] {
  const centre = probes.reduce((s, p) => s + p, 0) / probes.length;
  const size = profile[0]!.length;
  const best: { darkness: number; tilt: number }[] = [];
  for (let i = 0; i < size; i++) {
    let top = { darkness: -Infinity, tilt: 0 };
    for (const tilt of TILTS) {
      let sum = 0;
      probes.forEach((probe, k) => {
        const j = i + Math.round((tilt * (probe - centre)) / STEP);
        sum += j >= 0 && j < size ? profile[k]![j]! : 0;
      });
      const darkness = sum / probes.length;
      if (
        darkness > top.darkness + 1e-9 ||
        (Math.abs(darkness - top.darkness) <= 1e-9 && Math.abs(tilt) < Math.abs(top.tilt))
      )
        top = { darkness, tilt };
    }
    best.push(top);
  }
  const found: Line[] = [];
  best.forEach((b, i) => {
    if (
      b.darkness > 0.02 &&
      b.darkness >= (best[i - 1]?.darkness ?? -Infinity) &&
      b.darkness > (best[i + 1]?.darkness ?? -Infinity)
    )
      found.push({ shift: i * STEP - reach, tilt: b.tilt, centre, darkness: b.darkness });
  });
  found.sort((a, b) => b.darkness - a.darkness);
  // One line seen at two tilts is one candidate: keep the darker of any two within 2 pt.
  const kept: Line[] = [];
  for (const line of found)
    if (kept.length < CANDIDATES && kept.every((k) => Math.abs(k.shift - line.shift) > 2)) kept.push(line);
  return kept.length ? kept : [{ shift: 0, tilt: 0, centre, darkness: 0 }];
}

/**
 * How clearly printed rings show near their places (as a share of the paper's brightness), at the
 * best of small nudges: a thin ring shows only within half a point of where it lies.
 */
function ringsShow(sampler: SheetSampler, spots: readonly RingSpot[], shift: (x: number) => number): number {
  let best = -Infinity;
  for (let dx = -1; dx <= 1; dx += 0.5)
    for (let dy = -1; dy <= 1; dy += 0.5) {
      let [ring, paper] = [0, 0];
      for (const spot of spots) {
        const centre = { x: spot.x + dx, y: spot.y + dy + shift(spot.x) };
        const outside = sampler.mean(centre, RING, spot.radius * 1.33);
        paper += outside;
        ring += outside - sampler.mean(centre, RING, spot.radius);
      }
      if (paper > 0) best = Math.max(best, ring / paper);
    }
  return best;
}

/** How far apart the shifts of two lines `distance` pt apart may be: a bend changes smoothly, a block's own lines are 9 pt from the next block's. */
const tolerance = (distance: number) => 0.3 * distance + 2;

/**
 * The chain of horizontal lines down a column (each block's top, then its bottom) that together are
 * darkest with rings beside them, where neighbouring lines move alike: one dynamic-programming pass
 * over each line's candidates. The rings weigh most: a field's writing line or a crease can be
 * darker than a frame's line, but has no printed rings beside it.
 */
function followChain(
  sampler: SheetSampler,
  lines: readonly { y: number; xs: readonly number[]; rows: readonly RingSpot[] }[],
  reach: number,
): Line[] {
  const options = lines.map((line) =>
    lineCandidates(profiles(sampler, line.xs, line.y, true, reach), line.xs, reach).map((c) => ({
      ...c,
      score:
        c.darkness +
        (line.rows.length ? 3 * ringsShow(sampler, line.rows, (x) => c.shift + c.tilt * (x - c.centre)) : 0) -
        PRIOR * Math.abs(c.shift),
    })),
  );
  const best: { total: number; from: number }[][] = [];
  options.forEach((candidates, i) => {
    best.push(
      candidates.map((c) => {
        if (i === 0) return { total: c.score, from: -1 };
        const limit = tolerance(lines[i]!.y - lines[i - 1]!.y);
        let choice = { total: -Infinity, from: -1 };
        options[i - 1]!.forEach((previous, k) => {
          const jump = Math.abs(c.shift - previous.shift);
          // A jump past the tolerance is allowed only at a price, so one missing line cannot break the chain.
          const bend = Math.abs(c.tilt - previous.tilt);
          const total = best[i - 1]![k]!.total + c.score - (jump > limit ? 1 : 0.001 * jump) - bend;
          if (total > choice.total) choice = { total, from: k };
        });
        return choice;
      }),
    );
  });
  const chosen: Line[] = new Array(lines.length);
  let k = best.at(-1)!.reduce((bestK, v, j, all) => (v.total > all[bestK]!.total ? j : bestK), 0);
  for (let i = lines.length - 1; i >= 0; i--) {
    chosen[i] = options[i]![k]!;
    k = best[i]![k]!.from;
  }
  return chosen;
}

/**
 * The pair of a frame's left and right lines that is darkest together, at most `stretch` apart.
 * Small shifts win ties, so a flat sheet stays where the markers put it.
 */
function bestPair(first: readonly Line[], second: readonly Line[], stretch: number): [Line, Line] {
  let best: { pair: [Line, Line]; score: number } = { pair: [first[0]!, second[0]!], score: -Infinity };
  for (const a of first)
    for (const b of second) {
      if (Math.abs(a.shift - b.shift) > stretch) continue;
      const score = a.darkness + b.darkness - PRIOR * (Math.abs(a.shift) + Math.abs(b.shift));
      if (score > best.score) best = { pair: [a, b], score };
    }
  return best.pair;
}

const along = (line: Line, position: number) => line.shift + line.tilt * (position - line.centre);

/**
 * Finds the frames of one column of blocks, top to bottom, near where the homography puts them:
 * their top and bottom lines as one chain, then each frame's left and right lines.
 */
export function fitColumn(
  sampler: SheetSampler,
  blocks: readonly FramedBlock[],
  reach: { x: number; y: number },
): FrameFit[] {
  const chain = followChain(
    sampler,
    blocks.flatMap((block) => [
      { y: block.frame.y, xs: block.probes.across, rows: block.firstRow },
      { y: block.frame.y + block.frame.height, xs: block.probes.across, rows: block.lastRow },
    ]),
    reach.y,
  );
  return blocks.map((block, b) => frameFit(sampler, block, chain[2 * b]!, chain[2 * b + 1]!, reach.x));
}

/** A frame's displacement field from its top and bottom lines, after finding its left and right ones. */
function frameFit(
  sampler: SheetSampler,
  { frame, probes }: FramedBlock,
  top: Line,
  bottom: Line,
  reachX: number,
): FrameFit {
  const [y0, y1, x0, x1] = [frame.y, frame.y + frame.height, frame.x, frame.x + frame.width];
  const dyAt = (x: number, y: number) => along(top, x) + ((along(bottom, x) - along(top, x)) * (y - y0)) / (y1 - y0);
  const side = (x: number) =>
    lineCandidates(
      profiles(sampler, probes.down, x, false, reachX, (y) => dyAt(x, y)),
      probes.down,
      reachX,
    );
  const [left, right] = bestPair(side(x0), side(x1), 0.08 * frame.width + 2);
  const dxAt = (x: number, y: number) => along(left, y) + ((along(right, y) - along(left, y)) * (x - x0)) / (x1 - x0);
  const lines = [top, bottom, left, right];
  return {
    shiftAt: (p) => ({ x: dxAt(p.x, p.y), y: dyAt(p.x, p.y) }),
    clarity: Math.min(...lines.map((l) => l.darkness)),
    bend: Math.max(...lines.map((l) => Math.abs(l.shift))),
  };
}

const RING = unitCircle(16);
/** The paper beside a ring, left and right only: above and below lie the next row and a frame's line, 1.5 pt away. */
const BESIDE_RING = RING.filter((p) => Math.abs(p.y) < 0.8);

/** A bubble to align on: its template centre and printed radius (pt). */
export interface RingSpot extends Point {
  readonly radius: number;
}

/** How well printed rings sit on their circles after a shift: paper just outside over the ring line, summed. */
function ringContrast(sampler: SheetSampler, spots: readonly RingSpot[], shift: Point): number {
  let sum = 0;
  for (const spot of spots) {
    const centre = { x: spot.x + shift.x, y: spot.y + shift.y };
    sum += sampler.mean(centre, BESIDE_RING, spot.radius * 1.33) - sampler.mean(centre, RING, spot.radius);
  }
  return sum / spots.length;
}

/**
 * The shift, within `reach` pt of `start`, that puts a row's printed circles best on their lines
 * (lens bulge, the last bit of a bend), and the ring contrast there (grey levels).
 */
export function alignRow(
  sampler: SheetSampler,
  spots: readonly RingSpot[],
  start: Point,
  reach: number,
  step: number,
): { shift: Point; contrast: number } {
  let best = { shift: start, contrast: -Infinity, distance: 0 };
  const n = Math.round(reach / step);
  for (let i = -n; i <= n; i++) {
    for (let j = -n; j <= n; j++) {
      const shift = { x: start.x + i * step, y: start.y + j * step };
      const contrast = ringContrast(sampler, spots, shift);
      const distance = Math.hypot(i, j);
      // Ties go to the smaller move, so a blank stretch of paper stays where the frame put it.
      if (contrast > best.contrast + 1e-6 || (Math.abs(contrast - best.contrast) <= 1e-6 && distance < best.distance))
        best = { shift, contrast, distance };
    }
  }
  return { shift: best.shift, contrast: best.contrast };
}
