import type { OmrTemplate, Point } from "@/documents/omr-sheet/omr-template";
import { findBlobs, type Blob } from "./find-blobs";
import { sampleGrey, type GreyImage } from "./grey-image";
import { applyHomography, homographyFromPoints, type Homography } from "./homography";
import { orientationProbes } from "./orientation-probes";

/** Where the sheet lies in a photo. */
export interface SheetPlacement {
  /** Template points (pt) → photo pixels. */
  readonly toPhoto: Homography;
  /** Quarter turns clockwise the sheet lies at in the photo: 0 upright, 2 upside down. */
  readonly turns: 0 | 1 | 2 | 3;
  /** Photo pixels per template point, near the sheet's middle. */
  readonly scale: number;
}

/** The sheet's height as a share of the photo's longer side: from a far shot to a tight crop. */
const SHEET_SHARE = { min: 0.3, max: 1.1 };
/** The four markers' patches may differ this much in area (perspective makes near ones bigger). */
const MAX_AREA_RATIO = 2.5;
const CANDIDATES = 12;
/** Quadrilaterals checked marker by marker, biggest first, before the photo counts as having no sheet. */
const MAX_TRIES = 25;

const centreOf = (marker: OmrTemplate["markers"][number]): Point => ({
  x: marker.x + marker.width / 2,
  y: marker.y + marker.height / 2,
});
const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The four markers' template centres, clockwise from the top left (y points down). */
function templateCorners(template: OmrTemplate): Point[] {
  const order = ["top-left", "top-right", "bottom-right", "bottom-left"] as const;
  return order.map((corner) => {
    const marker = template.markers.find((m) => m.corner === corner);
    if (!marker) throw new Error(`The template has no ${corner} marker`);
    return centreOf(marker);
  });
}

/** Sorted clockwise around their centroid, or nothing when the four do not make a convex quadrilateral. */
function clockwise(points: readonly Point[]): Point[] | undefined {
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length;
  const sorted = [...points].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx));
  for (let i = 0; i < 4; i++) if (cross(sorted[i]!, sorted[(i + 1) % 4]!, sorted[(i + 2) % 4]!) <= 0) return undefined;
  return sorted;
}

const quadArea = (q: readonly Point[]) => Math.abs(cross(q[0]!, q[1]!, q[2]!) + cross(q[0]!, q[2]!, q[3]!)) / 2;

/**
 * The biggest convex quadrilateral of similar square patches whose sides keep the markers'
 * proportions, and whose patches are as big as markers would be on a sheet that size (so four
 * filled bubbles in a cropped photo are not taken for the corners).
 */
function markerQuads(squares: readonly Blob[], aspect: number, markerShare: number): Point[][] {
  const pool = [...squares].sort((a, b) => b.area - a.area).slice(0, CANDIDATES);
  const found: { quad: Point[]; area: number }[] = [];
  const n = pool.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          const four = [pool[a]!, pool[b]!, pool[c]!, pool[d]!];
          const areas = four.map((blob) => blob.area);
          if (Math.max(...areas) > MAX_AREA_RATIO * Math.min(...areas)) continue;
          const quad = clockwise(four.map((blob) => blob.centre));
          if (!quad) continue;
          const sides = quad.map((p, i) => distance(p, quad[(i + 1) % 4]!));
          const ratio = (sides[1]! + sides[3]!) / (sides[0]! + sides[2]!);
          const shape = Math.max(ratio, 1 / ratio);
          if (shape < aspect * 0.75 || shape > aspect * 1.3) continue;
          const side = Math.sqrt(areas.reduce((sum, area) => sum + area, 0) / 4);
          const share = side / (Math.min(sides[0]! + sides[2]!, sides[1]! + sides[3]!) / 2);
          if (share < markerShare * 0.6 || share > markerShare * 1.6) continue;
          found.push({ quad, area: quadArea(quad) });
        }
  return found.sort((a, b) => b.area - a.area).map((f) => f.quad);
}

/** Under this placement every marker reads as a solid square on white: dark inside, paper all round. */
function markersHold(image: GreyImage, toPhoto: Homography, template: OmrTemplate): boolean {
  return template.markers.every((marker) => {
    const centre = centreOf(marker);
    const at = (dx: number, dy: number) => {
      const p = applyHomography(toPhoto, { x: centre.x + dx * marker.width, y: centre.y + dy * marker.height });
      return sampleGrey(image, p.x, p.y);
    };
    const inside = [-0.3, 0, 0.3].flatMap((dx) => [-0.3, 0, 0.3].map((dy) => at(dx, dy)));
    const around = [-0.85, 0, 0.85]
      .flatMap((dx) => [-0.85, 0, 0.85].map((dy) => (dx || dy ? at(dx, dy) : NaN)))
      .filter((v) => !Number.isNaN(v));
    return Math.max(...inside) < 0.6 * (around.reduce((s, v) => s + v, 0) / around.length);
  });
}

/** How much darker the orientation ink reads than the paper beside it, under one placement. */
function uprightEvidence(image: GreyImage, toPhoto: Homography, template: OmrTemplate): number {
  const probes = orientationProbes(template);
  const mean = (points: readonly Point[]) =>
    points.reduce((s, p) => s + sampleGrey(image, ...xy(applyHomography(toPhoto, p))), 0) / points.length;
  return mean(probes.paper) - mean(probes.ink);
}

const xy = (p: Point): [number, number] => [p.x, p.y];

/**
 * Finds the four corner markers and decides which way up the sheet lies: of the placements that
 * fit the markers' portrait proportions, the one where the orientation ink reads darkest.
 * "two-sheets" when the photo holds the markers of more than one sheet.
 */
export function locateSheet(image: GreyImage, template: OmrTemplate): SheetPlacement | "two-sheets" | undefined {
  const corners = templateCorners(template);
  const longSide = Math.max(image.width, image.height);
  const markerShare = template.markers[0]!.height / template.page.height;
  const blobs = findBlobs(
    image,
    markerShare * SHEET_SHARE.min * longSide * 0.7,
    markerShare * SHEET_SHARE.max * longSide * 1.2,
  );
  const aspect = distance(corners[1]!, corners[2]!) / distance(corners[0]!, corners[1]!);
  const quads = markerQuads(
    blobs.filter((blob) => blob.shape === "square"),
    aspect,
    template.markers[0]!.width / distance(corners[0]!, corners[1]!),
  );
  const holding = quads
    .slice(0, MAX_TRIES)
    .filter((four) => markersHold(image, homographyFromPoints(corners, four), template));
  // Two sheets side by side: their outer markers make a sheet-shaped quadrilateral too, so the
  // photo holds a second sheet when two sets of markers that share none, about as big, both hold
  // (four filled bubbles can pass for the markers of a far smaller sheet).
  const another = (a: Point[], b: Point[]) =>
    a.every((p) => !b.includes(p)) && Math.min(quadArea(a), quadArea(b)) > 0.5 * Math.max(quadArea(a), quadArea(b));
  if (holding.some((a, i) => holding.slice(i + 1).some((b) => another(a, b)))) return "two-sheets";
  const quad = holding[0];
  if (!quad) return undefined;
  const sides = quad.map((p, i) => distance(p, quad[(i + 1) % 4]!));
  let best: { placement: SheetPlacement; evidence: number } | undefined;
  for (const turns of [0, 1, 2, 3] as const) {
    // The photo's corner `turns` places on from the first is where the template's top left lies.
    const shortSides = sides[turns % 4]! + sides[(turns + 2) % 4]!;
    const longSides = sides[(turns + 1) % 4]! + sides[(turns + 3) % 4]!;
    if (shortSides > longSides) continue;
    const photoCorners = corners.map((_, i) => quad[(i + turns) % 4]!);
    const toPhoto = homographyFromPoints(corners, photoCorners);
    const evidence = uprightEvidence(image, toPhoto, template);
    const middle = { x: template.page.width / 2, y: template.page.height / 2 };
    const scale = distance(
      applyHomography(toPhoto, middle),
      applyHomography(toPhoto, { x: middle.x + 1, y: middle.y }),
    );
    if (!best || evidence > best.evidence)
      best = { placement: { toPhoto, turns: rotationOf(photoCorners), scale }, evidence };
  }
  return best?.placement;
}

/** Quarter turns from the direction the template's top edge (top left → top right) points in the photo. */
function rotationOf(photoCorners: readonly Point[]): 0 | 1 | 2 | 3 {
  const [tl, tr] = [photoCorners[0]!, photoCorners[1]!];
  const angle = Math.atan2(tr.y - tl.y, tr.x - tl.x);
  return (((Math.round(angle / (Math.PI / 2)) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
}
