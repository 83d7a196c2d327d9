import { describe, expect, it } from "vitest";
import { dayBookFiltersSchema } from "./day-book";
import { isDayBookFilterValue, type DayBookFilterKey } from "./day-book-filters";

/** Values a hand-edited /day-book link might carry, good and bad, for each filter. */
const samples: Record<DayBookFilterKey, string[]> = {
  from: ["2025-11-20", " 2025-11-20 ", "2025-02-29", "2024-02-29", "2025-13-01", "20-11-2025", "today", ""],
  to: ["2026-03-31", "2026-04-31", "2026-3-31"],
  ledgerId: [
    "0d3c8a52-5b1e-4c3f-9a4e-2f6b7c8d9e0a",
    "0D3C8A52-5B1E-4C3F-9A4E-2F6B7C8D9E0A",
    "0d3c8a52-5b1e-0c3f-9a4e-2f6b7c8d9e0a",
    "0d3c8a52-5b1e-4c3f-ca4e-2f6b7c8d9e0a",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "0d3c8a52-5b1e-4c3f-9a4e-2f6b7c8d9e0",
    "not-a-ledger",
  ],
  mode: ["cash", "upi", "cheque", "bank", "none", "Cash", "card"],
  kind: ["receipt", "cancellation", "refund", "payment"],
  userId: ["u_1-ABC", "a".repeat(100), "a".repeat(101), "rm -rf", "x;y", "नाम"],
};

describe("isDayBookFilterValue (decision 0053: the day book's URL read without zod)", () => {
  it("takes exactly the values the API's filter schema takes", () => {
    for (const [key, values] of Object.entries(samples) as [DayBookFilterKey, string[]][])
      for (const value of values)
        expect(isDayBookFilterValue(key, value), `${key}=${JSON.stringify(value)}`).toBe(
          dayBookFiltersSchema.shape[key].safeParse(value).success,
        );
  });

  it("refuses what a link must not smuggle in", () => {
    expect(isDayBookFilterValue("mode", "cash")).toBe(true);
    expect(isDayBookFilterValue("mode", "card")).toBe(false);
    expect(isDayBookFilterValue("from", "2025-02-30")).toBe(false);
    expect(isDayBookFilterValue("userId", "a b")).toBe(false);
  });
});
