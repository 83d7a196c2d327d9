import { describe, expect, it } from "vitest";
import { niceScale } from "./nice-scale";

describe("niceScale", () => {
  it("reaches the largest value in round steps of 1, 2, 2.5 or 5 × a power of ten", () => {
    expect(niceScale(30_000, 4)).toEqual({ max: 30_000, ticks: [0, 10_000, 20_000, 30_000] });
    expect(niceScale(150_000, 4)).toEqual({ max: 150_000, ticks: [0, 50_000, 100_000, 150_000] });
    expect(niceScale(1_234, 4)).toEqual({ max: 1_500, ticks: [0, 500, 1_000, 1_500] });
    expect(niceScale(9, 4)).toEqual({ max: 10, ticks: [0, 2.5, 5, 7.5, 10] });
  });

  it("is a flat axis at nothing when nothing was charged or received", () => {
    expect(niceScale(0, 4)).toEqual({ max: 0, ticks: [0] });
  });
});
