import { createRequire } from "node:module";
import { PNG } from "pngjs";
import type { OmrCheckerFieldBlock, OmrCheckerTemplate } from "../omr-sheet/omr-checker-template";

/*
 * Test-only: OMRChecker's reading steps (github Udayraj123/OMRChecker, src/processors/CropOnMarkers.py,
 * src/core.py, src/utils/image.py), re-stated from its source with OpenCV.js, so a test can feed a
 * template from our zip and a rendered, pencil-marked sheet through the same arithmetic: resize to
 * the processing size, find the marker in each quadrant at the best of ten scales, warp the marker
 * centres to a rectangle, resize to pageDimensions, average each bubble box and threshold by jumps.
 */

// The OpenCV.js typings cover little of what is used here; the module is untyped on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Cv = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Mat = any;

let loaded: Promise<{ cv: Cv }> | undefined;
/** Boxed in an object: the module is a thenable resolving to itself, so a promise of it never settles. */
function openCv(): Promise<{ cv: Cv }> {
  // Node's require, not an import: Vitest would transform the 10 MB file and never finish.
  const module: Cv = createRequire(import.meta.url)("@techstark/opencv-js");
  loaded ??= new Promise((resolve) => {
    if (module.Mat) resolve({ cv: module });
    else module.onRuntimeInitialized = () => resolve({ cv: module });
  });
  return loaded;
}

/** OMRChecker's defaults (src/defaults/config.py, src/constants). */
const MIN_JUMP = 25;
const CONFIDENT_SURPLUS = 5;
const MIN_GAP = 30;
const WHITE_PAGE_THRESHOLD = 200;
const FIELD_TYPES = {
  QTYPE_MCQ4: { values: ["A", "B", "C", "D"], direction: "horizontal" },
  QTYPE_INT: { values: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"], direction: "vertical" },
} as const;

export interface GreyImage {
  readonly width: number;
  readonly height: number;
  /** One byte a pixel, row by row. */
  readonly data: Uint8Array;
}

export interface OmrCheckerReading {
  /** Field label → the values read, "" (or the block's emptyValue) when none. */
  readonly responses: Record<string, string>;
  /** The four marker match scores (TM_CCOEFF_NORMED), top-left, top-right, bottom-left, bottom-right quadrant. */
  readonly markerScores: number[];
}

const resized = (cv: Cv, src: Mat, width: number, height: number): Mat => {
  const dst = new cv.Mat();
  cv.resize(src, dst, new cv.Size(Math.trunc(width), Math.trunc(height)), 0, 0, cv.INTER_LINEAR);
  return dst;
};
const normalized = (cv: Cv, src: Mat): Mat => {
  const dst = new cv.Mat();
  cv.normalize(src, dst, 0, 255, cv.NORM_MINMAX);
  return dst;
};

/** The marker as CropOnMarkers prepares it: scaled to the sheet, blurred, stretched, minus its erosion. */
function prepareMarker(cv: Cv, png: Uint8Array, processingWidth: number, ratio: number): Mat {
  const image = PNG.sync.read(Buffer.from(png));
  const grey = Uint8Array.from({ length: image.width * image.height }, (_, i) => image.data[i * 4]!);
  const raw = cv.matFromArray(image.height, image.width, cv.CV_8UC1, grey);
  const width = processingWidth / Math.trunc(ratio);
  const scaled = resized(cv, raw, width, (image.height * width) / image.width);
  const blurred = new cv.Mat();
  cv.GaussianBlur(scaled, blurred, new cv.Size(5, 5), 0);
  const marker = normalized(cv, blurred);
  const eroded = new cv.Mat();
  cv.erode(marker, eroded, cv.Mat.ones(5, 5, cv.CV_8U), new cv.Point(-1, -1), 5);
  const result = new cv.Mat();
  cv.subtract(marker, eroded, result);
  [raw, scaled, blurred, marker, eroded].forEach((mat) => mat.delete());
  return result;
}

function bestMatch(cv: Cv, image: Mat, template: Mat): { score: number; x: number; y: number } {
  const result = new cv.Mat();
  cv.matchTemplate(image, template, result, cv.TM_CCOEFF_NORMED);
  const { maxVal, maxLoc } = cv.minMaxLoc(result);
  result.delete();
  return { score: maxVal, x: maxLoc.x, y: maxLoc.y };
}

/** CropOnMarkers: the four marker centres in the processing-size image, or undefined when one is not found. */
function markerCentres(cv: Cv, image: Mat, marker: Mat): { centres: [number, number][]; scores: number[] } | undefined {
  const search = normalized(cv, image);
  const [w, h] = [search.cols, search.rows];
  const [midW, midH] = [Math.trunc(w / 2), Math.trunc(h / 3)];
  for (let y = 0; y < h; y++) for (const x of [midW, midW + 1]) search.ucharPtr(y, x)[0] = 255;
  for (let x = 0; x < w; x++) for (const y of [midH, midH + 1]) search.ucharPtr(y, x)[0] = 255;
  let best = { scale: 0, score: 0 };
  for (let percent = 100; percent > 35; percent -= 6) {
    const height = Math.trunc(marker.rows * (percent / 100));
    const candidate = resized(cv, marker, (marker.cols * height) / marker.rows, height);
    const { score } = bestMatch(cv, search, candidate);
    candidate.delete();
    if (score > best.score) best = { scale: percent / 100, score };
  }
  const height = Math.trunc(marker.rows * best.scale);
  const optimal = resized(cv, marker, (marker.cols * height) / marker.rows, height);
  const quads = [
    [0, 0, midW, midH],
    [midW, 0, w - midW, midH],
    [0, midH, midW, h - midH],
    [midW, midH, w - midW, h - midH],
  ] as const;
  const centres: [number, number][] = [];
  const scores: number[] = [];
  for (const [x, y, qw, qh] of quads) {
    const quad = search.roi(new cv.Rect(x, y, qw, qh));
    const match = bestMatch(cv, quad, optimal);
    quad.delete();
    scores.push(match.score);
    if (match.score < 0.3 || Math.abs(best.score - match.score) >= 0.41) return undefined;
    centres.push([match.x + x + optimal.cols / 2, match.y + y + optimal.rows / 2]);
  }
  optimal.delete();
  search.delete();
  return { centres, scores };
}

/** four_point_transform: order the corners by x+y and y−x, warp them to a rectangle of their longer sides. */
function warpToMarkers(cv: Cv, image: Mat, centres: [number, number][]): Mat {
  const bySum = [...centres].sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
  const byDiff = [...centres].sort((a, b) => a[1] - a[0] - (b[1] - b[0]));
  const [tl, br, tr, bl] = [bySum[0]!, bySum[3]!, byDiff[0]!, byDiff[3]!];
  const dist = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);
  const width = Math.max(Math.trunc(dist(br, bl)), Math.trunc(dist(tr, tl)));
  const height = Math.max(Math.trunc(dist(tr, br)), Math.trunc(dist(tl, bl)));
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, [...tl, ...tr, ...br, ...bl]);
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, width - 1, 0, width - 1, height - 1, 0, height - 1]);
  const matrix = cv.getPerspectiveTransform(from, to);
  const warped = new cv.Mat();
  cv.warpPerspective(image, warped, matrix, new cv.Size(width, height));
  [from, to, matrix].forEach((mat) => mat.delete());
  return warped;
}

/** get_global_threshold: the middle of the biggest jump across a window of sorted values. */
function globalThreshold(values: number[], looseness = 1): number {
  const sorted = [...values].sort((a, b) => a - b);
  const ls = Math.trunc((looseness + 1) / 2);
  let [max, threshold] = [MIN_JUMP, WHITE_PAGE_THRESHOLD];
  for (let i = ls; i < sorted.length - ls; i++) {
    const jump = sorted[i + ls]! - sorted[i - ls]!;
    if (jump > max) [max, threshold] = [jump, sorted[i - ls]! + jump / 2];
  }
  return threshold;
}

/** get_local_threshold: one field's own biggest jump, or the page's when the field shows none. */
function localThreshold(values: number[], global: number, noOutliers: boolean): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length < 3)
    return sorted.at(-1)! - sorted[0]! < MIN_GAP ? global : sorted.reduce((s, v) => s + v, 0) / sorted.length;
  let [max, threshold] = [MIN_JUMP, 255];
  for (let i = 1; i < sorted.length - 1; i++) {
    const jump = sorted[i + 1]! - sorted[i - 1]!;
    if (jump > max) [max, threshold] = [jump, sorted[i - 1]! + jump / 2];
  }
  return max < MIN_JUMP + CONFIDENT_SURPLUS && noOutliers ? global : threshold;
}

const std = (values: number[]) => {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.round(Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length) * 100) / 100;
};

function expandLabels(labels: readonly string[]): string[] {
  return labels.flatMap((label) => {
    const range = /^([^.\d]+)(\d+)\.{2,3}(\d+)$/.exec(label);
    if (!range) return [label];
    return Array.from(
      { length: Number(range[3]) - Number(range[2]) + 1 },
      (_, k) => `${range[1]}${Number(range[2]) + k}`,
    );
  });
}

/** Each field's bubble boxes: [label, value, x, y, w, h][] in pageDimensions pixels. */
function fieldBoxes(block: OmrCheckerFieldBlock, template: OmrCheckerTemplate) {
  const type = block.fieldType
    ? FIELD_TYPES[block.fieldType]
    : { values: block.bubbleValues!, direction: block.direction! };
  const [w, h] = block.bubbleDimensions ?? template.bubbleDimensions;
  const along = type.direction === "vertical" ? 1 : 0;
  return expandLabels(block.fieldLabels).map((label, i) =>
    type.values.map((value, j) => {
      const point = [block.origin[0], block.origin[1]];
      point[along]! += j * block.bubblesGap;
      point[1 - along]! += i * block.labelsGap;
      return { label, value, x: Math.round(point[0]!), y: Math.round(point[1]!), w, h };
    }),
  );
}

/** Reads one sheet image with one page's template.json, config.json and marker image, as OMRChecker would. */
export async function readLikeOmrChecker(
  sheet: GreyImage,
  template: OmrCheckerTemplate,
  config: { dimensions: { processing_width: number; processing_height: number } },
  markerPng: Uint8Array,
): Promise<OmrCheckerReading | undefined> {
  const { cv } = await openCv();
  const source = cv.matFromArray(sheet.height, sheet.width, cv.CV_8UC1, sheet.data);
  const image = resized(cv, source, config.dimensions.processing_width, config.dimensions.processing_height);
  const { options } = template.preProcessors[0];
  const marker = prepareMarker(cv, markerPng, config.dimensions.processing_width, options.sheetToMarkerWidthRatio);
  const found = markerCentres(cv, image, marker);
  marker.delete();
  source.delete();
  if (!found) {
    image.delete();
    return undefined;
  }
  const warped = warpToMarkers(cv, image, found.centres);
  const page = normalized(cv, resized(cv, warped, template.pageDimensions[0], template.pageDimensions[1]));
  [image, warped].forEach((mat) => mat.delete());

  const blocks = Object.values(template.fieldBlocks).map((block) => ({ block, fields: fieldBoxes(block, template) }));
  const strips = blocks.flatMap(({ block, fields }) =>
    fields.map((boxes) => ({
      block,
      boxes,
      values: boxes.map((b) => cv.mean(page.roi(new cv.Rect(b.x, b.y, b.w, b.h)))[0] as number),
    })),
  );
  page.delete();
  const stdThreshold = globalThreshold(strips.map((strip) => std(strip.values)));
  const global = globalThreshold(
    strips.flatMap((strip) => strip.values),
    4,
  );
  const responses: Record<string, string> = {};
  for (const { block, boxes, values } of strips) {
    const threshold = localThreshold(values, global, std(values) < stdThreshold);
    const marked = boxes.filter((_, k) => threshold > values[k]!).map((box) => box.value);
    responses[boxes[0]!.label] = marked.length ? marked.join("") : (block.emptyValue ?? "");
  }
  return { responses, markerScores: found.scores };
}
