import type { Point } from "@/documents/omr-sheet/omr-template";

/** A plane-to-plane perspective map as the 3×3 matrix's 9 entries, row by row (the last is 1). */
export type Homography = readonly number[];

/**
 * The perspective map that takes each `from` point onto its `to` point (exactly four each): the
 * standard eight-unknown linear system, solved by Gaussian elimination with partial pivoting.
 */
export function homographyFromPoints(from: readonly Point[], to: readonly Point[]): Homography {
  if (from.length !== 4 || to.length !== 4) throw new Error("A homography needs four point pairs");
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -x * u, -y * u, u]);
    rows.push([0, 0, 0, x, y, 1, -x * v, -y * v, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    if (Math.abs(rows[pivot]![col]!) < 1e-12) throw new Error("The points do not span a plane");
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const lead = rows[col]!;
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const row = rows[r]!;
      const factor = row[col]! / lead[col]!;
      if (factor !== 0) for (let c = col; c < 9; c++) row[c]! -= factor * lead[c]!;
    }
  }
  return [...rows.map((row, i) => row[8]! / row[i]!), 1];
}

export function applyHomography(h: Homography, { x, y }: Point): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return { x: (h[0]! * x + h[1]! * y + h[2]!) / w, y: (h[3]! * x + h[4]! * y + h[5]!) / w };
}
