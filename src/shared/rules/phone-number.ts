import { z } from "zod";
import { PHONE_NUMBER_MESSAGE, PHONE_NUMBER_REQUIRED_MESSAGE } from "./messages";

/**
 * An Indian phone number as ten digits. People type "+91 98765-43210" or "098765 43210", so spaces,
 * dashes and a leading +91/0 are dropped before checking; a number never starts with 0 after that.
 */
export function normalizePhoneNumber(input: string): string {
  const digits = input.replace(/[\s-]/g, "");
  return digits.replace(/^(\+91|0091|0)(?=\d{10}$)/, "");
}

/** Empty says "enter it", anything else that is not ten digits says what a number looks like. */
export const phoneNumberSchema = z
  .string()
  .transform(normalizePhoneNumber)
  .pipe(
    z
      .string()
      .min(1, { error: PHONE_NUMBER_REQUIRED_MESSAGE, abort: true })
      .regex(/^[1-9]\d{9}$/, PHONE_NUMBER_MESSAGE),
  );
