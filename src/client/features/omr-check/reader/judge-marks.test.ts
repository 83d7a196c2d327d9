import { describe, expect, it } from "vitest";
import { CONFIDENT, judgeGroup, markStrengths } from "./judge-marks";

const evidence = (fill: number, stroke = fill) => ({ fill, stroke, unevenness: 0 });

describe("judgeGroup", () => {
  it("reads a dark mark beside three untouched bubbles, surely", () => {
    expect(judgeGroup([0.01, 0.8, 0.0, 0.02])).toEqual({ marked: [1], confidence: 1 });
  });

  it("takes a rubbed-out smudge beside a real mark for an erasure, not a second answer", () => {
    expect(judgeGroup([0.2, 0.8, 0.0, 0.01])).toMatchObject({ marked: [1] });
    expect(judgeGroup([0.2, 0.8, 0.0, 0.01]).confidence).toBeGreaterThanOrEqual(CONFIDENT);
  });

  it("reads two marks alike as a double, faint pencil too", () => {
    expect(judgeGroup([0.14, 0.0, 0.15, 0.01])).toEqual({ marked: [0, 2], confidence: 1 });
  });

  it("is not sure of a bubble near the line between marked and not, nor of a mark half as dark as the other", () => {
    expect(judgeGroup([0.06, 0.0, 0.01, 0.0]).confidence).toBeLessThan(CONFIDENT);
    expect(judgeGroup([0.4, 0.8, 0.0, 0.0]).confidence).toBeLessThan(CONFIDENT);
  });
});

describe("markStrengths", () => {
  it("counts a thin tick by its stroke, and a line through every bubble of the row not at all", () => {
    const [tick, blank] = markStrengths([evidence(0.05, 0.33), evidence(0, 0.03)]);
    expect(tick).toBeGreaterThan(0.1);
    expect(blank).toBeLessThan(0.03);
    expect(Math.max(...markStrengths([0.25, 0.26, 0.24, 0.25].map((s) => evidence(0, s))))).toBeLessThan(0.03);
  });
});
