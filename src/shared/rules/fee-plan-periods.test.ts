import { describe, expect, it } from "vitest";
import {
  chargePeriodOf,
  isInSession,
  isMonth,
  periodsInMonth,
  scheduledPeriods,
  sessionPeriodBounds,
  sessionPeriods,
} from "./fee-plan-periods";

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
    // A one-off dated outside the ledger's session is never posted into it.
    expect(
      scheduledPeriods(
        { schedule: "once", dueDate: "2026-06-01" },
        { startsOn: "2025-10-01", sessionYear: "2025-26", today: "2026-07-01" },
      ),
    ).toEqual([]);
  });

  it("finds the periods a plan charges in a month posted by hand, inside the session only", () => {
    expect(periodsInMonth({ schedule: "monthly", dayOfMonth: 28 }, "2025-26", "2026-02")).toEqual([
      { period: "2026-02", dueDate: "2026-02-28" },
    ]);
    expect(periodsInMonth(once, "2025-26", "2025-09")).toEqual([{ period: "2025-09-01", dueDate: "2025-09-01" }]);
    expect(periodsInMonth(once, "2025-26", "2025-10")).toEqual([]);
    // November 2026 is not a month of the 2025-26 session.
    expect(periodsInMonth(monthly, "2025-26", "2026-11")).toEqual([]);
    expect(periodsInMonth({ schedule: "quarterly", dayOfMonth: 10 }, "2025-26", "2025-10")).toEqual([
      { period: "2025-26/Q3", dueDate: "2025-10-10" },
    ]);
    expect(periodsInMonth({ schedule: "quarterly", dayOfMonth: 10 }, "2025-26", "2025-11")).toEqual([]);
  });

  it("gives a quarterly plan four periods, April, July, October and January, all inside the session", () => {
    const quarters = sessionPeriods({ schedule: "quarterly", dayOfMonth: 10 }, "2025-26");
    expect(quarters).toEqual([
      { period: "2025-26/Q1", dueDate: "2025-04-10" },
      { period: "2025-26/Q2", dueDate: "2025-07-10" },
      { period: "2025-26/Q3", dueDate: "2025-10-10" },
      { period: "2025-26/Q4", dueDate: "2026-01-10" },
    ]);
    expect(quarters.every((q) => q.dueDate >= "2025-04-01" && q.dueDate <= "2026-03-31")).toBe(true);
    // From the day it was saved, like a monthly plan.
    const on = (today: string) =>
      scheduledPeriods(
        { schedule: "quarterly", dayOfMonth: 10 },
        { startsOn: "2025-06-01", sessionYear: "2025-26", today },
      );
    expect(on("2025-10-09").map((p) => p.period)).toEqual(["2025-26/Q2"]);
    expect(on("2026-12-01").map((p) => p.period)).toEqual(["2025-26/Q2", "2025-26/Q3", "2025-26/Q4"]);
  });

  it("numbers terms in the order listed, and leaves out a term dated outside the session", () => {
    const terms = {
      schedule: "terms" as const,
      terms: [
        { label: "Term 1", dueDate: "2025-04-15" },
        { label: "Term 2", dueDate: "2025-09-15" },
        { label: "Term 3", dueDate: "2026-04-15" },
      ],
    };
    expect(sessionPeriods(terms, "2025-26")).toEqual([
      { period: "2025-26/T1", dueDate: "2025-04-15" },
      { period: "2025-26/T2", dueDate: "2025-09-15" },
    ]);
    // Terms were dated one by one: a term before the plan was saved still posts once its date has come.
    expect(
      scheduledPeriods(terms, { startsOn: "2025-08-01", sessionYear: "2025-26", today: "2025-09-14" }).map(
        (p) => p.period,
      ),
    ).toEqual(["2025-26/T1"]);
    expect(chargePeriodOf(terms, { period: "2025-26/T1", dueDate: "2025-04-15" })).toBe("2025-26/T1");
    expect(chargePeriodOf(once, { period: "2025-09-01", dueDate: "2025-09-01" })).toBeNull();
  });

  it("knows the session of a date or a month", () => {
    expect(["2025-04", "2025-04-01", "2026-03-31", "2026-03"].every((d) => isInSession(d, "2025-26"))).toBe(true);
    expect(["2025-03-31", "2026-04-01", "2026-11", "2026-11-27"].some((d) => isInSession(d, "2025-26"))).toBe(false);
  });

  it("bounds a session's periods of both kinds", () => {
    const { from, before } = sessionPeriodBounds("2025-26");
    const inSession = (period: string) => period >= from && period < before;
    expect(["2025-04", "2025-04-01", "2026-03", "2026-03-31", "2025-26/Q1", "2025-26/T4"].every(inSession)).toBe(true);
    expect(["2025-03", "2025-03-31", "2026-04", "2026-04-01", "2024-25/Q4", "2026-27/Q1"].some(inSession)).toBe(false);
  });

  it("knows a month", () => {
    expect(["2025-09", "1900-01"].every(isMonth)).toBe(true);
    expect(["2025-13", "2025-00", "2025-9", "2025-09-01", "1899-12"].some(isMonth)).toBe(false);
  });
});
