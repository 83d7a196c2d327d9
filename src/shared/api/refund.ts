import { z } from "zod";
import { amountSchema } from "../rules/amount";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { paymentModeSchema } from "./transaction";

export const REFUND_REASON_SHORT_MESSAGE = "Write why the money is paid back, in at least 3 characters.";
export const REFUND_REASON_LONG_MESSAGE = "Keep the reason within 200 characters.";

/** POST /student/{studentId}/refunds: money paid back to a family (owner only, issue 28). */
export const addRefundBodySchema = z.object({
  amount: amountSchema,
  reason: z.string().trim().min(3, REFUND_REASON_SHORT_MESSAGE).max(200, REFUND_REASON_LONG_MESSAGE),
  paymentMode: paymentModeSchema,
  date: calendarDateSchema,
});
export type AddRefundBody = z.input<typeof addRefundBodySchema>;

/** 400: a refund larger than what the student has paid (uncancelled receipts less refunds so far). */
export const REFUND_TOO_LARGE = "REFUND_TOO_LARGE";
