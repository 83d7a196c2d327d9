import type { Point } from "@/documents/omr-sheet/omr-template";
import { sampleGrey, type GreyImage } from "./grey-image";
import type { Homography } from "./homography";

/** The photo's brightness at template points (pt), through the page's homography from the four markers. */
export class SheetSampler {
  constructor(
    readonly image: GreyImage,
    readonly toPhoto: Homography,
  ) {}

  at(x: number, y: number): number {
    const h = this.toPhoto;
    const w = h[6]! * x + h[7]! * y + h[8]!;
    return sampleGrey(this.image, (h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w);
  }

  /** Mean brightness at `offsets` (shares of `scale`) around a centre. */
  mean(centre: Point, offsets: readonly Point[], scale: number): number {
    let sum = 0;
    for (const o of offsets) sum += this.at(centre.x + o.x * scale, centre.y + o.y * scale);
    return sum / offsets.length;
  }
}

/** `count` points evenly round the unit circle, from the right going clockwise (y points down). */
export function unitCircle(count: number): Point[] {
  return Array.from({ length: count }, (_, i) => ({
    x: Math.cos((2 * Math.PI * i) / count),
    y: Math.sin((2 * Math.PI * i) / count),
  }));
}
