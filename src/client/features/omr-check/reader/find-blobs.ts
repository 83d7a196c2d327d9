import type { Point } from "@/documents/omr-sheet/omr-template";
import type { GreyImage } from "./grey-image";

/** A solid dark patch of the photo: a printed marker, the orientation dot, a filled bubble. */
export interface Blob {
  readonly centre: Point;
  readonly area: number;
  readonly shape: "square" | "disc";
}

/** A pixel is ink when this much darker than the mean of its neighbourhood: survives shadows and dim rooms. */
const INK_RATIO = 0.7;
/** Solid and compact: spread about the centroid (J/A², 1/6 for a square, 1/2π for a disc), hollow glyphs score far above. */
const MAX_SPREAD = 0.19;
/** Farthest pixel from the centroid, squared, over the area: 1/2 for a square at any angle, 1/π for a disc. */
const SQUARE_REACH = 0.37;

function integralImage({ width, height, data }: GreyImage): Float64Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  return sums;
}

/** Ink mask: darker than INK_RATIO of the local mean over a window wider than a marker. */
function inkMask(image: GreyImage, window: number): Uint8Array {
  const { width, height, data } = image;
  const sums = integralImage(image);
  const mask = new Uint8Array(width * height);
  const half = Math.max(4, Math.round(window / 2));
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const total =
        sums[y1 * (width + 1) + x1]! -
        sums[y0 * (width + 1) + x1]! -
        sums[y1 * (width + 1) + x0]! +
        sums[y0 * (width + 1) + x0]!;
      const mean = total / ((x1 - x0) * (y1 - y0));
      if (data[y * width + x]! < mean * INK_RATIO) mask[y * width + x] = 1;
    }
  }
  return mask;
}

/**
 * The photo's solid square and round dark patches between `minSide` and `maxSide` pixels across:
 * an ink mask, its 4-connected components, and two shape measures that hold at any rotation.
 */
export function findBlobs(image: GreyImage, minSide: number, maxSide: number): Blob[] {
  const { width, height } = image;
  const mask = inkMask(image, maxSide * 4);
  const labels = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const pixels: number[] = [];
  const blobs: Blob[] = [];
  const [minArea, maxArea] = [minSide * minSide * 0.6, maxSide * maxSide * 1.3];
  let label = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    label++;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    pixels.length = 0;
    let tooBig = false;
    while (top > 0) {
      const p = stack[--top]!;
      if (!tooBig) pixels.push(p);
      if (pixels.length > maxArea) tooBig = true;
      const x = p % width;
      for (const q of [p - 1, p + 1, p - width, p + width]) {
        if (q < 0 || q >= mask.length || !mask[q] || labels[q]) continue;
        if ((q === p - 1 && x === 0) || (q === p + 1 && x === width - 1)) continue;
        labels[q] = label;
        stack[top++] = q;
      }
    }
    if (tooBig || pixels.length < minArea) continue;
    const blob = measure(pixels, width);
    if (blob) blobs.push(blob);
  }
  return blobs;
}

function measure(pixels: readonly number[], width: number): Blob | undefined {
  const area = pixels.length;
  let sx = 0;
  let sy = 0;
  for (const p of pixels) {
    sx += p % width;
    sy += Math.floor(p / width);
  }
  const cx = sx / area;
  const cy = sy / area;
  let spread = 0;
  let reach = 0;
  for (const p of pixels) {
    const d = ((p % width) - cx) ** 2 + (Math.floor(p / width) - cy) ** 2;
    spread += d;
    if (d > reach) reach = d;
  }
  if (spread / (area * area) > MAX_SPREAD) return undefined;
  // Pixel centres sit half a pixel inside the patch's edge.
  return { centre: { x: cx + 0.5, y: cy + 0.5 }, area, shape: reach / area > SQUARE_REACH ? "square" : "disc" };
}
