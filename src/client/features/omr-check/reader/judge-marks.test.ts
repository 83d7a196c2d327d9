import { describe, expect, it } from "vitest";
import { CONFIDENT, judgeGroup, markStrengths } from "./judge-marks";

const evidence = (fill: number, stroke = fill, unevenness = 0) => ({ fill, stroke, unevenness });
/** Strengths seen on even paper: nothing more they could be. */
const sure = (...values: number[]) => values.map((value) => ({ value, high: value }));

describe("judgeGroup", () => {
  it("reads a dark mark beside three untouched bubbles, surely", () => {
    expect(judgeGroup(sure(0.01, 0.8, 0.0, 0.02))).toEqual({ marked: [1], confidence: 1 });
  });

  it("takes a rubbed-out smudge beside a real mark for an erasure, not a second answer", () => {
    const judged = judgeGroup(sure(0.2, 0.8, 0.0, 0.01));
    expect(judged.marked).toEqual([1]);
    expect(judged.confidence).toBeGreaterThanOrEqual(CONFIDENT);
  });

  it("reads two marks alike as a double, faint pencil too", () => {
    expect(judgeGroup(sure(0.14, 0.0, 0.15, 0.01))).toEqual({ marked: [0, 2], confidence: 1 });
  });

  it("is not sure of a bubble near the line between marked and not, nor of a mark half as dark as the other", () => {
    expect(judgeGroup(sure(0.06, 0.0, 0.01, 0.0)).confidence).toBeLessThan(CONFIDENT);
    expect(judgeGroup(sure(0.4, 0.8, 0.0, 0.0)).confidence).toBeLessThan(CONFIDENT);
    // A whole light pencil mark (grey 168) beside a pen mark: a second answer or a change of mind.
    expect(judgeGroup(sure(0.45, 1.21, 0.0, 0.0)).confidence).toBeLessThan(CONFIDENT);
  });

  it("is not sure of a bubble that would be marked if a stroke seen through uneven paper were ink", () => {
    expect(judgeGroup([{ value: 0.03, high: 0.14 }, ...sure(0.01, 0, 0)]).confidence).toBe(0);
  });
});

describe("markStrengths", () => {
  it("counts a thin tick by its stroke, and a line through every bubble of the row not at all", () => {
    const [tick, blank] = markStrengths([evidence(0.05, 0.33), evidence(0, 0.03)]);
    expect(tick!.value).toBeGreaterThan(0.15);
    expect(blank!.value).toBeLessThan(0.03);
    const row = markStrengths([0.25, 0.26, 0.24, 0.25].map((s) => evidence(0, s)));
    expect(Math.max(...row.map((s) => s.value))).toBeLessThan(0.03);
  });

  it("counts a stroke through uneven paper (a crease, a shadow's edge) only as what it could be", () => {
    const [crossed] = markStrengths([evidence(0.04, 0.31, 0.22), evidence(0.01, 0.1, 0.22)]);
    expect(crossed!.value).toBeCloseTo(0.04, 5);
    expect(crossed!.high).toBeGreaterThan(0.1);
  });
});

describe("judgeGroup beside a sure mark", () => {
  it("is sure of a bubble near the line when it is far fainter than the group's mark (a roll digit's neighbours)", () => {
    expect(judgeGroup(sure(0.055, 1.2, 0.03, 0.02))).toEqual({ marked: [1], confidence: 1 });
    expect(judgeGroup(sure(0.055, 0.0, 0.03, 0.02)).confidence).toBeLessThan(CONFIDENT);
  });
});
