import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPaise, formatRupeesForScreen, parseRupees, paiseToRupees, rupeesToPaise } from "./money";

const CAP = 1_000_000_000n; // ₹1 crore in paise

/** A whole number of paise within the cap, and its canonical decimal text ("1234.05"). */
const paiseWithinCap = fc.bigInt({ min: 1n, max: CAP });
const asDecimal = (paise: bigint) => `${paise / 100n}.${String(paise % 100n).padStart(2, "0")}`;

describe("parseRupees", () => {
  it("reads every whole number of paise exactly, as a decimal string and as a number", () => {
    fc.assert(
      fc.property(paiseWithinCap, (paise) => {
        expect(parseRupees(asDecimal(paise), CAP)).toEqual({ ok: true, paise });
        expect(parseRupees(paiseToRupees(paise), CAP)).toEqual({ ok: true, paise });
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
    );
  });

  it("refuses any amount with a third significant decimal, however small the excess", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: CAP }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 12 }),
        (paise, digit, zeros) => {
          const text = `${asDecimal(paise)}${"0".repeat(zeros - 1)}${digit}`;
          expect(parseRupees(text, CAP)).toEqual({ ok: false, refusal: "decimals" });
        },
      ),
    );
  });

  it("refuses numbers that are not whole paise, never rounding them", () => {
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e7, noNaN: true }), (rupees) => {
        const parsed = parseRupees(rupees, CAP);
        // A double is a whole number of paise exactly when it is the double nearest its 2-decimal rounding.
        const wholePaise = rupees >= 0.01 && Number(rupees.toFixed(2)) === rupees;
        expect(parsed.ok).toBe(wholePaise);
        if (parsed.ok) expect(paiseToRupees(parsed.paise)).toBe(rupees);
      }),
    );
  });

  it("names the reason for the amounts the review found", () => {
    expect(parseRupees(1.000000001, CAP)).toEqual({ ok: false, refusal: "decimals" });
    expect(parseRupees(5e-324, CAP)).toEqual({ ok: false, refusal: "decimals" });
    expect(parseRupees("1.000000001", CAP)).toEqual({ ok: false, refusal: "decimals" });
    expect(parseRupees(0.001, CAP)).toEqual({ ok: false, refusal: "decimals" });
    expect(parseRupees(0, CAP)).toEqual({ ok: false, refusal: "positive" });
    expect(parseRupees("0.00", CAP)).toEqual({ ok: false, refusal: "positive" });
    expect(parseRupees(-5, CAP)).toEqual({ ok: false, refusal: "positive" });
    expect(parseRupees("-5", CAP)).toEqual({ ok: false, refusal: "positive" });
    expect(parseRupees(10_000_000.01, CAP)).toEqual({ ok: false, refusal: "max" });
    expect(parseRupees(1e21, CAP)).toEqual({ ok: false, refusal: "max" });
    expect(parseRupees(Infinity, CAP)).toEqual({ ok: false, refusal: "max" });
    expect(parseRupees(Number.NaN, CAP)).toEqual({ ok: false, refusal: "required" });
    expect(parseRupees("", CAP)).toEqual({ ok: false, refusal: "required" });
    expect(parseRupees(null, CAP)).toEqual({ ok: false, refusal: "required" });
    expect(parseRupees("1e3", CAP)).toEqual({ ok: false, refusal: "invalid" });
    expect(parseRupees("12abc", CAP)).toEqual({ ok: false, refusal: "invalid" });
    expect(parseRupees("9".repeat(10_000), CAP)).toEqual({ ok: false, refusal: "invalid" });
    expect(parseRupees(true, CAP)).toEqual({ ok: false, refusal: "invalid" });
  });

  it("accepts the cap itself, 1 paisa, and harmless trailing zeros", () => {
    expect(parseRupees(10_000_000, CAP)).toEqual({ ok: true, paise: CAP });
    expect(parseRupees("0.01", CAP)).toEqual({ ok: true, paise: 1n });
    expect(parseRupees(" 1500.500 ", CAP)).toEqual({ ok: true, paise: 150_050n });
    expect(parseRupees(0.1 + 0.2, CAP)).toEqual({ ok: false, refusal: "decimals" });
  });
});

describe("formatRupeesForScreen", () => {
  it("shows whole rupees without decimals, with Indian grouping", () => {
    expect(formatRupeesForScreen(12000)).toBe("₹12,000");
    expect(formatRupeesForScreen(100000)).toBe("₹1,00,000");
    expect(formatRupeesForScreen(0)).toBe("₹0");
  });

  it("shows paise only when there are some, always as two digits", () => {
    expect(formatRupeesForScreen(12000.5)).toBe("₹12,000.50");
    expect(formatRupeesForScreen(0.05)).toBe("₹0.05");
    expect(formatRupeesForScreen(99999.9)).toBe("₹99,999.90");
  });

  it("does not let float noise invent paise", () => {
    expect(formatRupeesForScreen(0.1 + 0.2 - 0.3 + 5)).toBe("₹5");
  });

  it("keeps the sign of an advance (a negative balance), whole or with paise", () => {
    expect(formatRupeesForScreen(-500)).toBe("-₹500");
    expect(formatRupeesForScreen(-1250.5)).toBe("-₹1,250.50");
  });
});

describe("formatPaise, the same screen rule for amounts kept in paise", () => {
  it("drops .00 on whole rupees and keeps paise when there are some", () => {
    expect(formatPaise(50_000n)).toBe("₹500");
    expect(formatPaise(50_050n)).toBe("₹500.50");
    expect(formatPaise(10_000_000n)).toBe("₹1,00,000");
    expect(formatPaise(0n)).toBe("₹0");
    expect(formatPaise(-70_000n)).toBe("-₹700");
  });
});

describe("formatRupeesForScreen, written out instead of Intl's currency formatter (decision 0033)", () => {
  const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
  const intlWhole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

  it("prints exactly what Intl prints, grouping, rounding and signs included", () => {
    const amounts = [
      0,
      -0,
      0.004,
      0.005,
      0.015,
      0.125,
      0.145,
      0.285,
      1.005,
      1.015,
      1.255,
      2.675,
      0.1 + 0.2,
      5,
      12,
      123,
      999.995,
      1000,
      1234.5,
      12345.67,
      99999.9,
      100000,
      123456.78,
      1234567.89,
      98765432.1,
      9999999.99,
      1e12 + 0.25,
      2 ** 53 / 100,
      0.3 - 0.1 - 0.2,
    ];
    // And a spread of every magnitude, two-decimal amounts as the app keeps them and arbitrary doubles.
    for (let i = 0; i < 2000; i++)
      amounts.push(Math.round(Math.random() * 10 ** (i % 12)) / 100, Math.random() * 10 ** (i % 15));
    for (const amount of [...amounts, ...amounts.map((a) => -a)]) {
      // Paise shown as Intl shows them with 2 decimals; whole rupees as Intl shows them with none.
      const hasPaise = Math.round(amount * 100) % 100 !== 0;
      expect({ amount, text: formatRupeesForScreen(amount) }).toEqual({
        amount,
        text: hasPaise ? intl.format(amount) : intlWhole.format(Math.round(amount)),
      });
      expect({ amount, whole: formatRupeesForScreen(Math.round(amount)) }).toEqual({
        amount,
        whole: intlWhole.format(Math.round(amount)),
      });
    }
  });
});
