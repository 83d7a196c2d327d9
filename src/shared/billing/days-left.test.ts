import { describe, expect, it } from "vitest";
import { premiumDaysLeft } from "./days-left";

describe("premiumDaysLeft", () => {
  const now = new Date("2026-11-27T10:00:00.000Z");

  it("counts a started day as a whole one", () => {
    expect(premiumDaysLeft("2026-12-04T10:00:00.000Z", now)).toBe(7);
    expect(premiumDaysLeft("2026-11-27T11:00:00.000Z", now)).toBe(1);
  });

  it("is 0 without Premium or after it ended", () => {
    expect(premiumDaysLeft(null, now)).toBe(0);
    expect(premiumDaysLeft("2026-11-26T10:00:00.000Z", now)).toBe(0);
  });
});
