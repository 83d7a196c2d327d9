import { sampleGrey, type GreyImage } from "./grey-image";
import { applyHomography, type Homography } from "./homography";

/** The sheet cut out of the photo and turned upright, `pixelsPerPoint` pixels to a template point. */
export function uprightSheet(
  photo: GreyImage,
  toPhoto: Homography,
  page: { width: number; height: number },
  pixelsPerPoint: number,
): GreyImage {
  const width = Math.round(page.width * pixelsPerPoint);
  const height = Math.round(page.height * pixelsPerPoint);
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = applyHomography(toPhoto, { x: (x + 0.5) / pixelsPerPoint, y: (y + 0.5) / pixelsPerPoint });
      data[y * width + x] = sampleGrey(photo, p.x, p.y);
    }
  }
  return { width, height, data };
}

/** A smaller copy (box average), so a preview of a 12-megapixel photo stays light. */
export function shrinkImage(image: GreyImage, longSide: number): GreyImage {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / longSide));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++)
        for (let dx = 0; dx < factor; dx++) sum += image.data[(y * factor + dy) * image.width + x * factor + dx]!;
      data[y * width + x] = sum / (factor * factor);
    }
  }
  return { width, height, data };
}
