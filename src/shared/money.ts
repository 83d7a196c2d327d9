/**
 * Money is integer paise everywhere it is stored or summed; rupees (at most 2 decimals) only on the
 * wire and on screen. Conversions go through strings so 0.1 + 0.2 style float error never creeps in.
 */
export type Paise = bigint;

export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError("Amount must be a finite number");
  const [whole, fraction = ""] = Math.abs(rupees).toFixed(2).split(".");
  const paise = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, "0"));
  return rupees < 0 ? -paise : paise;
}

export function paiseToRupees(paise: Paise): number {
  return Number(paise) / 100;
}

/** True when a rupee amount has no more than two decimals (checked on the decimal string, not floats). */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;
}

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** ₹1,00,000.00: Indian digit grouping with the rupee sign. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToRupees(paise));
}
