/** PDF points: 72 per inch. A4 is 210 × 297 mm. */
export const A4 = { width: 595.28, height: 841.89 } as const;

const POINTS_PER_MM = 72 / 25.4;

export function mm(millimetres: number): number {
  return millimetres * POINTS_PER_MM;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
