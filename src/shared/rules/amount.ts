import { z } from "zod";
import {
  AMOUNT_POSITIVE_MESSAGE,
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_MAX_MESSAGE,
  AMOUNT_REQUIRED_MESSAGE,
  AMOUNT_INVALID_MESSAGE,
} from "./messages";
import { paiseToRupees, parseRupees, type RupeeRefusal } from "../money";

/** ₹1 crore: far above any single fee, low enough that a typo of extra zeros is caught. */
export const MAX_AMOUNT_RUPEES = 10_000_000;
export const MAX_AMOUNT_PAISE = BigInt(MAX_AMOUNT_RUPEES) * 100n;

/** The field message for each way `parseRupees` refuses an amount (also for fields parsed by hand). */
export const rupeeRefusalMessages: Record<RupeeRefusal, string> = {
  required: AMOUNT_REQUIRED_MESSAGE,
  invalid: AMOUNT_INVALID_MESSAGE,
  decimals: AMOUNT_DECIMALS_MESSAGE,
  positive: AMOUNT_POSITIVE_MESSAGE,
  max: AMOUNT_MAX_MESSAGE,
};

/**
 * Every amount field: rupees as a number or a decimal string, parsed exactly by `parseRupees`
 * (> 0, at most 2 decimals, at most ₹1 crore). The output is the same amount as a number, which
 * `rupeesToPaise` converts back without loss.
 */
export const amountSchema = z
  // NaN is what an empty number input gives: read it as empty, so parseRupees says "required"
  // (a failed union would show react-hook-form the first branch's generic message instead).
  .preprocess(
    (value) => (Number.isNaN(value) ? "" : value),
    z.union([z.number(), z.string()], { error: AMOUNT_REQUIRED_MESSAGE }),
  )
  .transform((value, ctx) => {
    const parsed = parseRupees(value, MAX_AMOUNT_PAISE);
    if (parsed.ok) return paiseToRupees(parsed.paise);
    ctx.addIssue({ code: "custom", message: rupeeRefusalMessages[parsed.refusal], input: value });
    return z.NEVER;
  })
  .meta({ description: "Rupees: > 0, at most 2 decimals, at most 10000000 (a number or a decimal string)" });
