import { describe, expect, it } from "vitest";
import { applyHomography, homographyFromPoints } from "./homography";

describe("homographyFromPoints", () => {
  it("maps the four points exactly and keeps straight lines straight in between", () => {
    const from = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 200 },
      { x: 0, y: 200 },
    ];
    const to = [
      { x: 12, y: 30 },
      { x: 410, y: 5 },
      { x: 470, y: 700 },
      { x: 2, y: 640 },
    ];
    const h = homographyFromPoints(from, to);
    from.forEach((point, i) => {
      const mapped = applyHomography(h, point);
      expect(mapped.x).toBeCloseTo(to[i]!.x, 6);
      expect(mapped.y).toBeCloseTo(to[i]!.y, 6);
    });
    const [a, b, c] = [
      { x: 0, y: 50 },
      { x: 50, y: 100 },
      { x: 100, y: 150 },
    ].map((p) => applyHomography(h, p));
    expect((b!.x - a!.x) * (c!.y - a!.y) - (b!.y - a!.y) * (c!.x - a!.x)).toBeCloseTo(0, 6);
  });

  it("refuses three points on one line", () => {
    const from = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 0, y: 5 },
    ];
    expect(() => homographyFromPoints(from, from)).toThrow();
  });
});
