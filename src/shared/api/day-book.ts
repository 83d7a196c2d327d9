import { z } from "zod";
import { reasonSchema } from "../rules/reason";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { DAY_BOOK_KINDS, DAY_BOOK_MAX_PAGE_SIZE, DAY_BOOK_MODES, USER_ID_PATTERN } from "./day-book-filters";
import { successSchema } from "./envelope";

export { DAY_BOOK_MAX_DAYS, DAY_BOOK_MAX_PAGE_SIZE, DAY_BOOK_PAGE_SIZE, DAY_CLOSED } from "./day-book-filters";

export const dayBookModeSchema = z.enum(DAY_BOOK_MODES);
export const dayBookKindSchema = z.enum(DAY_BOOK_KINDS);

/** The day book's filters: one day (today in India by default) or `from`–`to`, a ledger, mode, person, kind. */
export const dayBookFiltersSchema = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  ledgerId: z.uuid().optional(),
  mode: dayBookModeSchema.optional(),
  /** Only receipts, cancellations or refunds (Ledger Details links to its summary's entries). */
  kind: dayBookKindSchema.optional(),
  userId: z.string().regex(USER_ID_PATTERN).optional(),
});
export type DayBookFilters = z.infer<typeof dayBookFiltersSchema>;

/**
 * GET /day-book: the filters, and which page of entries. The totals always cover the whole range;
 * the entries come `limit` at a time from `cursor` (the previous page's `nextCursor`, opaque).
 */
export const dayBookQuerySchema = dayBookFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(DAY_BOOK_MAX_PAGE_SIZE).optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/)
    .optional(),
});
export type DayBookQuery = z.infer<typeof dayBookQuerySchema>;

export const dayBookEntrySchema = z.object({
  /** The fee_transaction id (a cancellation carries its receipt's id). */
  id: z.string(),
  kind: dayBookKindSchema,
  /** When it happened (ISO): recorded, cancelled or refunded. */
  at: z.string(),
  /** The day it counts on (YYYY-MM-DD, India). */
  date: z.string(),
  /** Receipt number, or the refund number. */
  number: z.string().nullable(),
  studentId: z.string(),
  studentName: z.string(),
  ledgerName: z.string(),
  /** Rupees; negative for cancellations and refunds. */
  amount: z.number(),
  paymentMode: z.enum(["cash", "upi", "cheque", "bank"]).nullable(),
  userId: z.string().nullable(),
  /** Who recorded (or cancelled) it; "—" for old rows that do not say. */
  byName: z.string(),
  /** The fee heads the receipt settled, by name. */
  heads: z.array(z.string()),
});
export type DayBookEntry = z.infer<typeof dayBookEntrySchema>;

export const dayBookTotalsSchema = z.object({
  net: z.number(),
  byMode: z.object({ cash: z.number(), upi: z.number(), cheque: z.number(), bank: z.number(), none: z.number() }),
  byUser: z.array(z.object({ userId: z.string().nullable(), name: z.string(), amount: z.number() })),
  /** feeHeadId null: money not (or no longer) settling any charge — an advance, or a cancelled receipt. */
  byHead: z.array(z.object({ feeHeadId: z.string().nullable(), name: z.string(), amount: z.number() })),
});

export const dayBookSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** This page of the range's entries, in time order. */
  entries: z.array(dayBookEntrySchema),
  /** How many entries the whole range has (with the filters), on every page. */
  total: z.number().int(),
  /** The `cursor` of the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /** The whole range's, whatever the page. */
  totals: dayBookTotalsSchema,
});
export type DayBook = z.infer<typeof dayBookSchema>;
export const dayBookResponseSchema = successSchema(dayBookSchema);
/** GET /day-book.xlsx: the same filters (every entry of the range, no pages), and the language of the sheet's headings. */
export const dayBookExportQuerySchema = dayBookFiltersSchema.extend({ lang: z.enum(["en", "hi"]).default("en") });

/** POST /day-book/{date}/close */
export const closeDayBodySchema = z.object({ cashCounted: z.number().min(0).max(100_000_000) });
/** POST /day-book/{date}/reopen */
export const reopenDayBodySchema = z.object({ reason: reasonSchema });
export const dayParamsSchema = z.object({ date: calendarDateSchema });
export const closesQuerySchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });

export const dayCloseSchema = z.object({
  id: z.string(),
  day: z.string(),
  expectedCash: z.number(),
  countedCash: z.number(),
  /** counted − expected: negative when cash is short. */
  difference: z.number(),
  closedBy: z.string(),
  closedAt: z.string(),
  reopenedBy: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenReason: z.string().nullable(),
});
export type DayClose = z.infer<typeof dayCloseSchema>;
export const dayCloseResponseSchema = successSchema(dayCloseSchema);
export const dayClosesResponseSchema = successSchema(z.array(dayCloseSchema));
