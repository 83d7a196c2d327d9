import type { Point } from "@/documents/omr-sheet/omr-template";
import { sampleGrey, type GreyImage } from "./grey-image";
import { applyHomography, type Homography } from "./homography";

/** A bubble to read: its template centre and radius (pt). */
export interface BubbleSpot extends Point {
  readonly radius: number;
  /** Where white paper is beside it: left and right (answers, roll number) or above and below (the page code's close row). */
  readonly paper?: "sides" | "above-below";
}

/** The printed circle's line and the white just outside it, as shares of the radius. */
const RING = 1;
const GAP = 1.33;
/** The inner area sampled: clear of the printed line even when the photo is blurred. */
const INNER = 0.55;
/** White paper to each side of a bubble, clear of the next bubble, the question number and a spilled mark. */
const PAPER = 1.9;
const CIRCLE = Array.from({ length: 16 }, (_, i) => ({
  x: Math.cos((i * Math.PI) / 8),
  y: Math.sin((i * Math.PI) / 8),
}));
const DISC = (() => {
  const points: Point[] = [];
  for (let i = -3; i <= 3; i++)
    for (let j = -3; j <= 3; j++) if (i * i + j * j <= 10) points.push({ x: i / 3, y: j / 3 });
  return points;
})();

class Sampler {
  constructor(
    private readonly image: GreyImage,
    private readonly toPhoto: Homography,
  ) {}

  /** Mean brightness over template offsets around a centre, shifted by a photo-pixel offset. */
  mean(centre: Point, offsets: readonly Point[], scale: number, shift: Point = { x: 0, y: 0 }): number {
    let sum = 0;
    for (const o of offsets) {
      const p = applyHomography(this.toPhoto, { x: centre.x + o.x * scale, y: centre.y + o.y * scale });
      sum += sampleGrey(this.image, p.x + shift.x, p.y + shift.y);
    }
    return sum / offsets.length;
  }
}

/**
 * The photo-pixel shift that puts a group's printed circles best on their lines (paper just outside
 * brighter than the line): lens bulge and a bent sheet move a block a pixel or two off the four-marker map.
 */
function alignGroup(sampler: Sampler, spots: readonly BubbleSpot[], reach: number): Point {
  let best = { shift: { x: 0, y: 0 }, contrast: -Infinity };
  for (let dy = -reach; dy <= reach; dy++) {
    for (let dx = -reach; dx <= reach; dx++) {
      const shift = { x: dx, y: dy };
      let contrast = 0;
      for (const spot of spots)
        contrast +=
          sampler.mean(spot, CIRCLE, spot.radius * GAP, shift) - sampler.mean(spot, CIRCLE, spot.radius * RING, shift);
      // Ties go to the smaller shift, so a blank stretch of paper stays where the markers put it.
      if (
        contrast > best.contrast + 1e-6 ||
        (Math.abs(contrast - best.contrast) <= 1e-6 && Math.hypot(dx, dy) < Math.hypot(best.shift.x, best.shift.y))
      ) {
        best = { shift, contrast };
      }
    }
  }
  return best.shift;
}

/** A bubble's inside over the brighter of the papers beside it: 1 is untouched paper, smaller is ink. */
export interface MeasuredBubble {
  readonly shift: Point;
  readonly ratio: number;
}

/**
 * Measures every bubble of each group (a block of questions, the roll grid) after aligning the
 * group; `pixelsPerPoint` sizes the alignment search.
 */
export function measureBubbles(
  image: GreyImage,
  toPhoto: Homography,
  groups: readonly (readonly BubbleSpot[])[],
  pixelsPerPoint: number,
): MeasuredBubble[][] {
  const sampler = new Sampler(image, toPhoto);
  return groups.map((spots) => {
    const radius = spots[0]?.radius ?? 0;
    const shift = alignGroup(sampler, spots, Math.max(1, Math.round(radius * 0.5 * pixelsPerPoint)));
    return spots.map((spot) => {
      const inner = sampler.mean(spot, DISC, spot.radius * INNER, shift);
      const [ux, uy] = spot.paper === "above-below" ? [0, 1] : [1, 0];
      const side = (sign: number) =>
        sampler.mean(
          { x: spot.x + sign * ux * spot.radius * PAPER, y: spot.y + sign * uy * spot.radius * PAPER },
          DISC,
          spot.radius * 0.25,
          shift,
        );
      const paper = Math.max(side(-1), side(1), 1);
      return { shift, ratio: inner / paper };
    });
  });
}
