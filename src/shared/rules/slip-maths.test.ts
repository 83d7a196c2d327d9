import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, slipBalance, slipBoxHeightMm, slipFeesTotal, slipNumber, slipOwesMoney } from "./slip-maths";

const paise = fc.integer({ min: 1, max: 1_000_000_000 });
const rupees = paise.map((p) => p / 100);

describe("slip maths", () => {
  it("balance is the fees total minus what was received, exactly to the paisa", () => {
    fc.assert(
      fc.property(fc.array(paise, { maxLength: 40 }), fc.integer({ min: 0, max: 1_000_000_000 }), (fees, received) => {
        const expectedPaise = fees.reduce((a, b) => a + b, 0) - received;
        const balance = slipBalance(
          fees.map((p) => ({ amount: p / 100 })),
          received / 100,
        );
        expect(Math.round(balance * 100)).toBe(expectedPaise);
        expect(slipFeesTotal(fees.map((p) => ({ amount: p / 100 })))).toBe(fees.reduce((a, b) => a + b, 0) / 100);
      }),
    );
  });

  it("adds fee lines in any order to the same total", () => {
    fc.assert(
      fc.property(fc.array(rupees, { minLength: 1, maxLength: 30 }), (amounts) => {
        const forward = slipFeesTotal(amounts.map((amount) => ({ amount })));
        const backward = slipFeesTotal([...amounts].reverse().map((amount) => ({ amount })));
        expect(forward).toBe(backward);
      }),
    );
  });

  it("box height is 60 mm + 6 per line, + 6 only when money was received", () => {
    fc.assert(
      fc.property(fc.nat(50), fc.integer({ min: 0, max: 1_000_000 }), (lines, received) => {
        expect(slipBoxHeightMm(lines, received)).toBe(60 + 6 * lines + (received > 0 ? 6 : 0));
      }),
    );
    expect(slipBoxHeightMm(2, 0)).toBe(72);
    expect(slipBoxHeightMm(2, 1)).toBe(78);
  });

  it("due dates cross month and year ends correctly", () => {
    expect(addDays("2025-01-25", 10)).toBe("2025-02-04");
    expect(addDays("2025-12-28", 10)).toBe("2026-01-07");
    expect(addDays("2024-02-25", 5)).toBe("2024-03-01");
    expect(() => addDays("2025-02-30", 1)).toThrow(RangeError);
  });

  it("slip numbers read date then serial", () => {
    expect(slipNumber("2025-11-22", 42)).toBe("251122-0042");
    expect(slipNumber("2025-11-22", 12345)).toBe("251122-12345");
  });

  it("a slip owes money only when its balance is above zero (paise-exact)", () => {
    expect(slipOwesMoney({ feesDetails: [{ amount: 0.1 }, { amount: 0.2 }], totalMoneyReceive: 0.3 })).toBe(false);
    expect(slipOwesMoney({ feesDetails: [{ amount: 500 }], totalMoneyReceive: 600 })).toBe(false);
    expect(slipOwesMoney({ feesDetails: [], totalMoneyReceive: 0 })).toBe(false);
    expect(slipOwesMoney({ feesDetails: [{ amount: 500 }], totalMoneyReceive: 499.99 })).toBe(true);
  });
});
