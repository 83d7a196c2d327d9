import { expect, it } from "vitest";
import { feePeriodSchema, isDateInSession, isValidFeePeriod } from "./fee-period";

it("knows months, quarters and terms of a session, and nothing else", () => {
  for (const period of ["2025-11", "2026-03", "2025-26/Q1", "2025-26/Q4", "2025-26/T1", "2025-26/T12"])
    expect(isValidFeePeriod(period), period).toBe(true);
  for (const period of [
    "2025-13",
    "2025-00",
    "Nov 2025",
    "2025-27/Q1",
    "2025-26/Q5",
    "2025-26/T0",
    "2025-26",
    "2025-11-01",
  ])
    expect(isValidFeePeriod(period), period).toBe(false);
  expect(feePeriodSchema.parse(null)).toBeNull();
  expect(feePeriodSchema.safeParse("2025-26/Q2").success).toBe(true);
});

it("puts April–March in a session", () => {
  expect(isDateInSession("2025-04-01", "2025-26")).toBe(true);
  expect(isDateInSession("2026-03-31", "2025-26")).toBe(true);
  expect(isDateInSession("2026-04-01", "2025-26")).toBe(false);
  expect(isDateInSession("2026-11-27", "2025-26")).toBe(false);
});
