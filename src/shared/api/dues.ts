import { z } from "zod";
import { rupeesToPaise } from "../money";
import { amountSchema } from "../rules/amount";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { feePeriodSchema } from "../rules/fee-period";
import { optionalText, plainText } from "../rules/text";
import { successSchema } from "./envelope";

export const CONCESSION_TOO_LARGE_MESSAGE = "A concession cannot be more than the fee";
export const CONCESSION_REPEATED_MESSAGE = "One concession per student";

/** Rupees off one student's charge; equal to the fee means that student is not charged. */
export const concessionSchema = z.object({ studentId: z.uuid(), amount: amountSchema });

/** The charge itself, without whom it is for (the Charge fee form's fields). */
export const chargeFieldsSchema = z.object({
  amount: amountSchema,
  description: optionalText(200).default(""),
  transactionDate: calendarDateSchema,
  /** What the charge is for; absent → the school's "Other" head. */
  feeHeadId: z.uuid().optional(),
  /** "2025-11", "2025-26/Q1", "2025-26/T1"; null or absent for a one-off. */
  period: feePeriodSchema.optional(),
  /** When it falls due; absent → the date. */
  dueDate: calendarDateSchema.optional(),
});

/** POST /ledger/{ledgerId}/dues: one charge for the whole ledger, or for `studentIds` only. */
export const chargeDuesBodySchema = chargeFieldsSchema
  .extend({
    studentIds: z.array(z.uuid()).min(1).max(5000).optional(),
    concessions: z.array(concessionSchema).max(5000).optional(),
    /**
     * Students who already have this head for this period: absent → 409 ALREADY_CHARGED naming them;
     * "skip" charges only the others; "charge-again" writes a second charge (marked as such).
     */
    alreadyCharged: z.enum(["skip", "charge-again"]).optional(),
    /** A date outside the ledger's session (April–March): 400 OUTSIDE_SESSION unless true. */
    outsideSession: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.concessions?.forEach((concession, index) => {
      if (seen.has(concession.studentId)) {
        ctx.addIssue({
          code: "custom",
          path: ["concessions", index, "studentId"],
          message: CONCESSION_REPEATED_MESSAGE,
        });
      }
      seen.add(concession.studentId);
      if (rupeesToPaise(concession.amount) > rupeesToPaise(body.amount)) {
        ctx.addIssue({ code: "custom", path: ["concessions", index, "amount"], message: CONCESSION_TOO_LARGE_MESSAGE });
      }
    });
  });
export type ChargeDuesBody = z.input<typeof chargeDuesBodySchema>;

export const chargeDuesResultSchema = z.object({
  /** Dues rows written (a full concession writes none for that student). */
  created: z.number().int(),
  totalRupees: z.number(),
  /** Students left out because they already had this head for this period ("skip"). */
  skipped: z.number().int().default(0),
  /** Rupees taken off by standing concessions (the dialog's one-off concessions not included). */
  standingConcessionRupees: z.number().default(0),
});
export type ChargeDuesResult = z.infer<typeof chargeDuesResultSchema>;
export const chargeDuesResponseSchema = successSchema(chargeDuesResultSchema);

/** Sent by clients so a double tap or a retry charges once; any printable string up to 200 chars. */
export const idempotencyKeySchema = plainText(200).pipe(z.string().min(1)).optional();

const rupees = z.number();

export const duesLedgerSchema = z.object({
  ledgerId: z.string(),
  ledgerName: z.string(),
  charged: rupees,
  received: rupees,
  /** Sum of what each student still owes; one student's advance never hides another's debt. */
  outstanding: rupees,
  /** Students of the ledger who owe something. */
  defaulters: z.number().int(),
});
export const duesMonthSchema = z.object({ month: z.string(), charged: rupees, received: rupees });
export const duesSummarySchema = z.object({
  /** The session these figures are for (the asked one, else that of the newest ledgers with students). */
  session: z.string(),
  /** Every session the school has ledgers in, newest first: the choices of the session picker. */
  sessions: z.array(z.string()),
  charged: rupees,
  received: rupees,
  outstanding: rupees,
  ledgers: z.array(duesLedgerSchema),
  months: z.array(duesMonthSchema),
  /** Concessions given on the session's charges, per category (standing ones, fine waivers). */
  concessions: z.array(z.object({ category: z.string(), amount: rupees })).default([]),
});
export type DuesSummary = z.infer<typeof duesSummarySchema>;
export const duesSummaryResponseSchema = successSchema(duesSummarySchema);
/** "2025-26", the session year of a ledger. */
const sessionQuery = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .optional();
export const duesSummaryQuerySchema = z.object({
  /** Absent: the session of the school's newest ledgers that have students (today's when none). */
  session: sessionQuery,
});

export const DEFAULTERS_PAGE_SIZE = 20;
export const defaultersQuerySchema = z.object({
  ledgerId: z.uuid().optional(),
  /** Only students of this session's ledgers; absent: every session. */
  session: sessionQuery,
  /** Part of the student's name. */
  search: plainText(100).optional(),
  min: z.coerce.number().min(0).max(10_000_000).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type DefaultersQuery = z.input<typeof defaultersQuerySchema>;
export const defaulterSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  ledgerName: z.string(),
  phoneNumber: z.string(),
  outstanding: rupees,
  lastPaymentDate: z.string().nullable(),
  lastRemindedAt: z.string().nullable(),
});
export type Defaulter = z.infer<typeof defaulterSchema>;
export const defaultersPageSchema = z.object({
  success: z.literal(true),
  data: z.array(defaulterSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type DefaultersPage = z.infer<typeof defaultersPageSchema>;
