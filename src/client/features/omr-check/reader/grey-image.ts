/** A photo reduced to one brightness channel: 0 is black, 255 white, row after row. */
export interface GreyImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** RGBA pixels (canvas ImageData, pngjs) to grey with the Rec. 601 weights a printed page's ink reads best in. */
export function greyFromRgba(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): GreyImage {
  const data = new Uint8ClampedArray(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4)
    data[i] = (rgba[j]! * 77 + rgba[j + 1]! * 150 + rgba[j + 2]! * 29) >> 8;
  return { width, height, data };
}

/** The other way, into `rgba` (canvas ImageData, pngjs): grey in R, G and B, fully opaque. */
export function rgbaFromGrey(image: GreyImage, rgba: Uint8ClampedArray | Uint8Array): void {
  const { data } = image;
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    rgba[j] = rgba[j + 1] = rgba[j + 2] = data[i]!;
    rgba[j + 3] = 255;
  }
}

/** The brightness between pixels, bilinear; outside the image reads as black, so a lost sample never looks blank. */
export function sampleGrey(image: GreyImage, x: number, y: number): number {
  const { width, height, data } = image;
  const fx = x - 0.5;
  const fy = y - 0.5;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) return 0;
  const ax = fx - x0;
  const ay = fy - y0;
  const i = y0 * width + x0;
  const top = data[i]! + (data[i + 1]! - data[i]!) * ax;
  const bottom = data[i + width]! + (data[i + width + 1]! - data[i + width]!) * ax;
  return top + (bottom - top) * ay;
}
