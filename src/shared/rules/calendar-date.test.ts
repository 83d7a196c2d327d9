import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCalendarDate, todayInIndia } from "./calendar-date";

describe("todayInIndia", () => {
  it("turns the date at 18:30 UTC, midnight in India", () => {
    expect(todayInIndia(new Date("2026-03-31T18:29:59.999Z"))).toBe("2026-03-31");
    expect(todayInIndia(new Date("2026-03-31T18:30:00.000Z"))).toBe("2026-04-01");
    expect(todayInIndia(new Date("2025-12-31T18:30:00.000Z"))).toBe("2026-01-01");
  });

  it("agrees with the time-zone database for Asia/Kolkata at any instant from 1970 to 2100", () => {
    const kolkata = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(todayInIndia(new Date(ms))).toBe(kolkata.format(new Date(ms)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("isCalendarDate", () => {
  it("takes a real date and refuses one that does not exist", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-2-3")).toBe(false);
  });
});
