import { z } from "zod";
import { AMOUNT_POSITIVE_MESSAGE, AMOUNT_DECIMALS_MESSAGE, AMOUNT_MAX_MESSAGE, AMOUNT_REQUIRED_MESSAGE } from "./messages";
import { hasAtMostTwoDecimals } from "../money";

/** ₹1 crore: far above any single fee, low enough that a typo of extra zeros is caught. */
export const MAX_AMOUNT_RUPEES = 10_000_000;

export const amountSchema = z
  .number({ error: AMOUNT_REQUIRED_MESSAGE })
  .positive(AMOUNT_POSITIVE_MESSAGE)
  .max(MAX_AMOUNT_RUPEES, AMOUNT_MAX_MESSAGE)
  .refine(hasAtMostTwoDecimals, AMOUNT_DECIMALS_MESSAGE);
