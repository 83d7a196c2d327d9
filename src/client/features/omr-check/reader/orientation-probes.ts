import type { OmrTemplate, Point } from "@/documents/omr-sheet/omr-template";

/** Template points that are ink on an upright sheet, and paper there; turned half round they swap places. */
export interface OrientationProbes {
  readonly ink: readonly Point[];
  readonly paper: readonly Point[];
}

/**
 * The layout's orientation dot (under the top-left marker only) and the blank spot opposite it,
 * where a sheet turned 180° shows the dot instead.
 */
export function orientationProbes(template: OmrTemplate): OrientationProbes {
  const { x, y, radius } = template.orientationMark;
  const spread = [0, -0.5, 0.5].flatMap((dx) => [0, -0.5, 0.5].map((dy) => ({ x: dx * radius, y: dy * radius })));
  return {
    ink: spread.map((d) => ({ x: x + d.x, y: y + d.y })),
    paper: spread.map((d) => ({ x: template.page.width - x + d.x, y: template.page.height - y + d.y })),
  };
}
