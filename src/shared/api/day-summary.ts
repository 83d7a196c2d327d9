import { z } from "zod";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { successSchema } from "./envelope";

/** GET /day-book/summary: one day, today in India when not given. */
export const daySummaryQuerySchema = z.object({ date: calendarDateSchema.optional() });
export type DaySummaryQuery = z.infer<typeof daySummaryQuerySchema>;

const countAmount = z.object({ count: z.number().int(), amount: z.number() });

/**
 * The owner's day at a glance (issue 28, on Ledger Details). Rupees. `collected` is the day book's
 * net by mode (receipts less cancellations and refunds of the day), so each figure is the total of
 * the day book it links to; cancellations and refunds are also shown on their own, as positive amounts.
 */
export const daySummarySchema = z.object({
  date: z.string(),
  collected: z.object({
    cash: z.number(),
    upi: z.number(),
    cheque: z.number(),
    bank: z.number(),
    none: z.number(),
    total: z.number(),
  }),
  cancellations: countAmount,
  refunds: countAmount,
  /** Dues rows dated that day that were reduced by a concession (standing or one-off), and by how much. */
  concessions: countAmount,
  /** Late fines waived that day; amount is what the waivers let go. */
  finesWaived: countAmount,
  /** Receipts edited that day (amount, date or student), from the activity log. */
  edits: z.object({ count: z.number().int() }),
});
export type DaySummary = z.infer<typeof daySummarySchema>;
export const daySummaryResponseSchema = successSchema(daySummarySchema);
