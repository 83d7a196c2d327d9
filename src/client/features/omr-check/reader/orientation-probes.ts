import type { OmrTemplate, Point } from "@/documents/omr-sheet/omr-template";

/** Template points that are ink on an upright sheet, and paper beside them; upside down they swap places. */
export interface OrientationProbes {
  readonly ink: readonly Point[];
  readonly paper: readonly Point[];
}

/** Every `step` points along a rectangle's edges, pushed `out` points outwards (negative: inwards). */
function alongEdges(frame: { x: number; y: number; width: number; height: number }, out: number, step: number): Point[] {
  const points: Point[] = [];
  const [left, right, top, bottom] = [frame.x - out, frame.x + frame.width + out, frame.y - out, frame.y + frame.height + out];
  for (let x = frame.x + step; x < frame.x + frame.width - step / 2; x += step) points.push({ x, y: top }, { x, y: bottom });
  for (let y = frame.y + step; y < frame.y + frame.height - step / 2; y += step) points.push({ x: left, y }, { x: right, y });
  return points;
}

/**
 * The roll-number grid's frame: a long printed line in the top right corner only, so its ink
 * against the paper just outside tells an upright sheet from one turned half round.
 */
export function orientationProbes(template: OmrTemplate): OrientationProbes {
  const frame = template.rollNumber.frame;
  return { ink: alongEdges(frame, 0, 4), paper: alongEdges(frame, 3, 4) };
}
