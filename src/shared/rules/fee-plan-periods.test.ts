import { describe, expect, it } from "vitest";
import { isMonth, periodInMonth, scheduledPeriods, sessionPeriodBounds } from "./fee-plan-periods";

const monthly = { schedule: "monthly" as const, dayOfMonth: 5 };
const once = { schedule: "once" as const, dueDate: "2025-09-01" };

describe("fee plan periods", () => {
  it("posts a monthly plan's due dates from the day it was saved, within its ledger's session", () => {
    const on = (today: string, startsOn = "2025-08-20") =>
      scheduledPeriods(monthly, { startsOn, sessionYear: "2025-26", today }).map((p) => [p.period, p.dueDate]);
    // Saved on 20 August: August's 5th had passed, so September is the first charge.
    expect(on("2025-09-04")).toEqual([]);
    expect(on("2025-09-05")).toEqual([["2025-09", "2025-09-05"]]);
    expect(on("2025-11-30")).toEqual([
      ["2025-09", "2025-09-05"],
      ["2025-10", "2025-10-05"],
      ["2025-11", "2025-11-05"],
    ]);
    // The session ends in March: next April belongs to next year's ledger.
    expect(on("2026-06-30").map(([period]) => period)).toEqual([
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    // Saved on the 5th itself: that day's charge is due.
    expect(on("2025-08-05", "2025-08-05")).toEqual([["2025-08", "2025-08-05"]]);
  });

  it("posts a one-off once its date has come, also when it was saved after the date", () => {
    const on = (today: string) => scheduledPeriods(once, { startsOn: "2025-10-01", sessionYear: "2025-26", today });
    expect(on("2025-08-31")).toEqual([]);
    expect(on("2025-10-02")).toEqual([{ period: "2025-09-01", dueDate: "2025-09-01" }]);
  });

  it("finds the period a plan charges in a month posted by hand", () => {
    expect(periodInMonth({ schedule: "monthly", dayOfMonth: 28 }, "2026-02")).toEqual({
      period: "2026-02",
      dueDate: "2026-02-28",
    });
    expect(periodInMonth(once, "2025-09")).toEqual({ period: "2025-09-01", dueDate: "2025-09-01" });
    expect(periodInMonth(once, "2025-10")).toBeNull();
  });

  it("bounds a session's periods of both kinds", () => {
    const { from, before } = sessionPeriodBounds("2025-26");
    const inSession = (period: string) => period >= from && period < before;
    expect(["2025-04", "2025-04-01", "2026-03", "2026-03-31"].every(inSession)).toBe(true);
    expect(["2025-03", "2025-03-31", "2026-04", "2026-04-01"].some(inSession)).toBe(false);
  });

  it("knows a month", () => {
    expect(["2025-09", "1900-01"].every(isMonth)).toBe(true);
    expect(["2025-13", "2025-00", "2025-9", "2025-09-01", "1899-12"].some(isMonth)).toBe(false);
  });
});
