import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { carryForward, nextClassName, nextSessionYear, settleCarried, suggestNextSession } from "./carry-forward";

describe("carryForward", () => {
  it("carries any balance as one entry that leaves the new ledger owing exactly the same", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -10_000_000_000n, max: 10_000_000_000n }), (balance) => {
        const entry = carryForward(balance, "2025-26");
        const carried = entry ? (entry.type === "debit" ? entry.amountPaise : -entry.amountPaise) : 0n;
        expect(carried).toBe(balance);
        if (entry) expect(entry.amountPaise > 0n).toBe(true);
        // The old ledger's settling entry takes the same balance out: old plus settle is zero.
        const settle = entry ? settleCarried(entry, "Class 6") : null;
        const settled = settle ? (settle.type === "debit" ? settle.amountPaise : -settle.amountPaise) : 0n;
        expect(balance + settled).toBe(0n);
      }),
    );
  });

  it("names dues and advances after the session they come from", () => {
    expect(carryForward(150_000n, "2025-26")).toEqual({
      type: "debit",
      amountPaise: 150_000n,
      description: "@previous-balance:2025-26",
    });
    expect(carryForward(-5_000n, "2025-26")).toEqual({
      type: "credit",
      amountPaise: 5_000n,
      description: "@advance-from:2025-26",
    });
    expect(carryForward(0n, "2025-26")).toBeNull();
    expect(settleCarried(carryForward(150_000n, "2025-26")!, "Class 6 2026-27")).toEqual({
      type: "credit",
      amountPaise: 150_000n,
      description: "@carried-to:Class 6 2026-27",
    });
  });
});

describe("next session suggestion", () => {
  it("moves the class up by one and the session by a year", () => {
    expect(nextSessionYear("2025-26")).toBe("2026-27");
    expect(nextSessionYear("2099-00")).toBe("2100-01");
    expect(nextSessionYear("2099-2100")).toBe("2099-2100");
    expect(nextClassName("10")).toBe("11");
    expect(nextClassName("Class 9 B")).toBe("Class 10 B");
    expect(nextClassName("UKG")).toBe("UKG");
    expect(suggestNextSession({ ledgerName: "Class 10 A", className: "10", sessionYear: "2025-26" })).toEqual({
      ledgerName: "Class 11 A",
      className: "11",
      sessionYear: "2026-27",
    });
    expect(suggestNextSession({ ledgerName: "Class 10 A 2025-26", className: "10", sessionYear: "2025-26" })).toEqual({
      ledgerName: "Class 11 A 2026-27",
      className: "11",
      sessionYear: "2026-27",
    });
    expect(suggestNextSession({ ledgerName: "Nursery", className: "Nursery", sessionYear: "2025-26" })).toEqual({
      ledgerName: "Nursery",
      className: "Nursery",
      sessionYear: "2026-27",
    });
  });
});
