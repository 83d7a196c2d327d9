/**
 * Money is integer paise everywhere it is stored or summed; rupees (at most 2 decimals) only on the
 * wire and on screen. Amounts coming in are parsed exactly by `parseRupees`; sums are BigInt paise,
 * so 0.1 + 0.2 style float error never creeps in.
 */
export type Paise = bigint;

/**
 * For an amount already checked to have at most 2 decimals (what `amountSchema` outputs, or a stored
 * one): read through `toFixed(2)`'s digits, so 0.29 is 29 paise, not 28.999…. A finer amount would be
 * rounded to the paisa here, which is why incoming amounts go through `parseRupees` instead.
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError("Amount must be a finite number");
  const [whole, fraction = ""] = Math.abs(rupees).toFixed(2).split(".");
  const paise = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, "0"));
  return rupees < 0 ? -paise : paise;
}

/** Exact on screen and on the wire: n / 100 is the double closest to the 2-decimal amount (below 2^53 paise). */
export function paiseToRupees(paise: Paise): number {
  return Number(paise) / 100;
}

/** Why an amount was refused; the schema in rules/amount.ts turns each into its field message. */
export type RupeeRefusal = "required" | "invalid" | "decimals" | "positive" | "max";
export type ParsedRupees = { ok: true; paise: Paise } | { ok: false; refusal: RupeeRefusal };

// Whole rupees, then an optional fraction; trailing zeros past the paise are harmless ("1.500").
const DECIMAL_RUPEES = /^(\d+)(?:\.(\d*))?$/;
// Longer than any amount under a sane cap; stops a megabyte of digits reaching BigInt.
const MAX_DIGITS = 24;

/**
 * The one parser of rupee amounts (a decimal string or a JS number): exact, in integer paise.
 * A number is read through its shortest round-trip decimal form, so 1.000000001 and 5e-324 keep
 * their true digits and are refused for having more than 2 decimals, never rounded.
 */
export function parseRupees(input: unknown, maxPaise: Paise): ParsedRupees {
  if (typeof input === "number") {
    if (Number.isNaN(input)) return { ok: false, refusal: "required" };
    if (!Number.isFinite(input)) return { ok: false, refusal: input > 0 ? "max" : "positive" };
    if (input <= 0) return { ok: false, refusal: "positive" };
    // Only |x| < 1e-6 and x ≥ 1e21 print in exponent form: far below a paisa, or far above any cap.
    const text = String(input);
    if (text.includes("e")) return { ok: false, refusal: input < 1 ? "decimals" : "max" };
    return parseDecimal(text, maxPaise);
  }
  if (typeof input !== "string") return { ok: false, refusal: input == null ? "required" : "invalid" };
  const text = input.trim();
  if (text === "") return { ok: false, refusal: "required" };
  if (text.startsWith("-"))
    return DECIMAL_RUPEES.test(text.slice(1)) ? { ok: false, refusal: "positive" } : { ok: false, refusal: "invalid" };
  return parseDecimal(text, maxPaise);
}

function parseDecimal(text: string, maxPaise: Paise): ParsedRupees {
  const match = DECIMAL_RUPEES.exec(text);
  if (!match || text.length > MAX_DIGITS || text === ".") return { ok: false, refusal: "invalid" };
  const [, whole = "0", rawFraction = ""] = match;
  const fraction = rawFraction.replace(/0+$/, "");
  if (fraction.length > 2) return { ok: false, refusal: "decimals" };
  const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
  if (paise <= 0n) return { ok: false, refusal: "positive" };
  if (paise > maxPaise) return { ok: false, refusal: "max" };
  return { ok: true, paise };
}

/** True when a rupee amount is a whole number of paise (checked exactly, on its decimal digits). */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  if (!Number.isFinite(rupees)) return false;
  if (rupees === 0) return true;
  return parseRupees(Math.abs(rupees), 10n ** 30n).ok;
}

/**
 * Indian grouping of a whole number's digits: the last three, then twos (12,34,567). Written out
 * rather than asked of `Intl.NumberFormat`: building the first currency formatter loads ICU's currency
 * data, 30–80 ms on a phone-class CPU before a page with amounts can show (decision 0033).
 */
function groupIndian(digits: string): string {
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}` : lastThree;
}

/**
 * What `Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" })` prints for a finite
 * amount below 10^21, with 2 or 0 decimals. Like ICU, it rounds the amount's shortest decimal form
 * (0.015 → 0.02, although the double is a hair below 0.015) half away from zero, and a negative
 * amount (−0 too) keeps its sign.
 */
function formatInr(rupees: number, decimals: 0 | 2): string {
  const sign = rupees < 0 || Object.is(rupees, -0) ? "-" : "";
  // Below 10^-6 the shortest form is written with an exponent: far below half a paisa.
  const text = Math.abs(rupees) < 1e-6 ? "0" : String(Math.abs(rupees));
  const [whole = "0", fraction = ""] = text.split(".");
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, "0");
  if ((fraction[decimals] ?? "0") >= "5") digits = (BigInt(digits) + 1n).toString().padStart(digits.length, "0");
  const wholeDigits = digits.slice(0, digits.length - decimals) || "0";
  return `${sign}₹${groupIndian(wholeDigits)}${decimals ? `.${digits.slice(-decimals)}` : ""}`;
}

/**
 * The one rule for every screen, toast, dialog, message and printed receipt or slip: ₹12,000 for
 * whole rupees, ₹12,000.50 only when there are paise, as people write amounts (and as the screen
 * showed the amount the parent is handed on paper).
 */
export function formatRupeesForScreen(rupees: number): string {
  return Math.round(rupees * 100) % 100 === 0 ? formatInr(Math.round(rupees), 0) : formatInr(rupees, 2);
}

/** `formatRupeesForScreen` for an amount kept in paise (activity summaries, the charge preview). */
export function formatPaise(paise: Paise): string {
  return formatRupeesForScreen(paiseToRupees(paise));
}
