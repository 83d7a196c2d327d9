import { CANCEL_REASON_LONG_MESSAGE, CANCEL_REASON_SHORT_MESSAGE } from "./messages";
import { plainText } from "./text";

/**
 * Why a receipt was cancelled, a refund paid or a day reopened: kept with the books and printed, so
 * plain text (no control characters) of 3–200 characters.
 */
export const reasonSchema = plainText(2000)
  .refine((text) => text.length >= 3, CANCEL_REASON_SHORT_MESSAGE)
  .refine((text) => text.length <= 200, CANCEL_REASON_LONG_MESSAGE);
