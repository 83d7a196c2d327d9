import { z } from "zod";
import { amountSchema } from "../rules/amount";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { reasonSchema } from "../rules/reason";
import { paymentModeSchema } from "./transaction";

/** POST /student/{studentId}/refunds: money paid back to a family (owner only, issue 28). */
export const addRefundBodySchema = z.object({
  amount: amountSchema,
  // The same "say why" messages as a cancellation's, translated once (locales/validation).
  reason: reasonSchema,
  paymentMode: paymentModeSchema,
  date: calendarDateSchema,
});
export type AddRefundBody = z.input<typeof addRefundBodySchema>;

/** 400: a refund larger than what the student has paid (uncancelled receipts less refunds so far). */
export const REFUND_TOO_LARGE = "REFUND_TOO_LARGE";
