import { expect, it } from "vitest";
import { applyConcession, percentHundredths } from "./concession";

it("takes a per cent off exactly, rounding the concession to the paisa half-up", () => {
  expect(applyConcession(50_000n, { kind: "percent", percent: "50.00" })).toEqual({
    concessionPaise: 25_000n,
    netPaise: 25_000n,
  });
  // 12.5 % of ₹1.00 is 12.5 paise → 13; of ₹0.99 it is 12.375 → 12.
  expect(applyConcession(100n, { kind: "percent", percent: "12.5" }).concessionPaise).toBe(13n);
  expect(applyConcession(99n, { kind: "percent", percent: 12.5 }).concessionPaise).toBe(12n);
  expect(applyConcession(33_333n, { kind: "percent", percent: "33.33" })).toEqual({
    concessionPaise: 11_110n,
    netPaise: 22_223n,
  });
  expect(percentHundredths("0.29")).toBe(29n);
});

it("leaves nothing for 100 % or an amount at least the fee, and never more than the fee", () => {
  expect(applyConcession(50_000n, { kind: "percent", percent: "100" })).toEqual({
    concessionPaise: 50_000n,
    netPaise: 0n,
  });
  expect(applyConcession(50_000n, { kind: "amount", amountPaise: 80_000n })).toEqual({
    concessionPaise: 50_000n,
    netPaise: 0n,
  });
  expect(applyConcession(50_000n, { kind: "amount", amountPaise: 10_050n }).netPaise).toBe(39_950n);
  expect(applyConcession(50_000n, undefined)).toEqual({ concessionPaise: 0n, netPaise: 50_000n });
});
