/** A standing concession as the rule needs it: paise off, or a per cent with at most 2 decimals. */
export type ConcessionRule = { kind: "amount"; amountPaise: bigint } | { kind: "percent"; percent: string | number };

export interface ConcessionResult {
  concessionPaise: bigint;
  netPaise: bigint;
}

/** "12.5" / 12.5 → 1250 hundredths of a per cent, read from the digits so 0.29 stays 29 (never 28.99…). */
export function percentHundredths(percent: string | number): bigint {
  const [whole = "0", fraction = ""] = (typeof percent === "number" ? percent.toFixed(2) : percent.trim()).split(".");
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2));
}

/**
 * A charge less a standing concession, exact in paise. A per cent is rounded to the paisa half-up
 * (12.5 % of ₹0.99 is 12.375 paise → 12; of ₹1.00 12.5 → 13): the concession is rounded, not the net,
 * so gross = net + concession always holds. Never more than the charge: a 100 % (or an amount at
 * least the fee) leaves 0, which the writers turn into "no charge".
 */
export function applyConcession(grossPaise: bigint, rule: ConcessionRule | undefined): ConcessionResult {
  if (!rule || grossPaise <= 0n) return { concessionPaise: 0n, netPaise: grossPaise };
  const raw =
    rule.kind === "amount" ? rule.amountPaise : (grossPaise * percentHundredths(rule.percent) + 5_000n) / 10_000n;
  const concessionPaise = raw > grossPaise ? grossPaise : raw < 0n ? 0n : raw;
  return { concessionPaise, netPaise: grossPaise - concessionPaise };
}
