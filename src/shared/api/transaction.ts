import { z } from "zod";
import { reasonSchema } from "../rules/reason";
import { amountSchema } from "../rules/amount";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { feePeriodSchema } from "../rules/fee-period";
import { optionalText } from "../rules/text";
import { namedAllocationsSchema } from "./allocation";
import { successSchema } from "./envelope";

/** Credit = money Received, Debit = Dues charged (SPEC §3); Credit is the default. */
export const transactionTypeSchema = z.enum(["Credit", "Debit"]);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** How money Received came in; optional, Received only. */
export const paymentModeSchema = z.enum(["cash", "upi", "cheque", "bank"]);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

/** A UTR (12 digits) or a bank's reference: letters, digits and - / only, as banks print them. */
export const paymentReferenceSchema = z
  .string()
  .transform((text) => text.replace(/\s/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9/-]{5,34}$/, "Enter the payment's reference as the bank shows it"));

export const addTransactionBodySchema = z.object({
  studentOwnerId: z.uuid(),
  amount: amountSchema,
  description: optionalText(200).default(""),
  transactionType: transactionTypeSchema.default("Credit"),
  transactionDate: calendarDateSchema,
  paymentMode: paymentModeSchema.optional(),
  /** Dues only: what the charge is for; absent → the school's "Other" head. A foreign id → 404. */
  feeHeadId: z.uuid().optional(),
  /** Dues only: "2025-11", "2025-26/Q1", "2025-26/T1"; null or absent for a one-off. */
  period: feePeriodSchema.optional(),
  /** Dues only: when it falls due (oldest-first settling, late fines); absent → the date. */
  dueDate: calendarDateSchema.optional(),
  /** Dues with a head and period the student already has: 409 ALREADY_CHARGED unless "charge-again". */
  alreadyCharged: z.literal("charge-again").optional(),
  /** A Dues date outside the ledger's session (April–March): 400 OUTSIDE_SESSION unless true. */
  outsideSession: z.boolean().optional(),
  /** Received only: the charges this payment is for ("this ₹300 is for the exam fee"). */
  allocations: namedAllocationsSchema.optional(),
  /** Received only: the UPI reference (UTR) or bank reference; one the school recorded before → 409 DUPLICATE_UTR. */
  paymentReference: paymentReferenceSchema.optional(),
});
export type AddTransactionBody = z.input<typeof addTransactionBodySchema>;

/**
 * PUT /transactions/{transactionId}: the same checks as on add, for the fields a mistyped entry may
 * need corrected. The student and the type stay as they are (a Received keeps its receipt number).
 */
export const updateTransactionBodySchema = addTransactionBodySchema.omit({
  studentOwnerId: true,
  transactionType: true,
  allocations: true,
  paymentReference: true,
});
export type UpdateTransactionBody = z.input<typeof updateTransactionBodySchema>;

export const transactionSchema = z.object({
  _id: z.string(),
  studentOwnerId: z.string(),
  /** Rupees with at most 2 decimals; paise in the database. */
  amount: z.number(),
  description: z.string(),
  transactionType: transactionTypeSchema,
  transactionDate: z.string(),
  createdAt: z.string(),
  /** "2025-26/0001" on Received; null on Dues. */
  receiptNo: z.string().nullable(),
  paymentMode: paymentModeSchema.nullable(),
  // Dues only (null on Received). Optional in the type so a provisional (offline) entry can omit
  // them; the server's answers always carry them.
  feeHeadId: z.string().nullable().optional(),
  feeHeadName: z.string().nullable().optional(),
  /** The head's Hindi name ("" when the director gave none). */
  feeHeadNameHi: z.string().nullable().optional(),
  period: z.string().nullable().optional(),
  /** When it falls due; the date when none was given. */
  dueDate: z.string().nullable().optional(),
  /** Rupees before the standing concession; amount = grossAmount − concessionAmount. */
  grossAmount: z.number().nullable().optional(),
  concessionAmount: z.number().nullable().optional(),
  concessionCategory: z.string().nullable().optional(),
  /** A cancelled receipt stays, with its number, and counts in no balance or total (issue 28). */
  cancelled: z.boolean().optional(),
  cancelledAt: z.string().nullable().optional(),
  /** The name of who cancelled it. */
  cancelledBy: z.string().nullable().optional(),
  cancelReason: z.string().nullable().optional(),
  /** Receipts and refunds: the public page its QR code opens, `${BETTER_AUTH_URL}/r/{code}` (issue 28). */
  verifyUrl: z.string().optional(),
  /** Refunds: "2025-26/R0001", their own series per school and session; null on everything else. */
  refundNo: z.string().nullable().optional(),
  /** The member who added it: staff may delete only a Dues entry they added themselves today. */
  createdBy: z.string().nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** POST /transactions/{id}/cancel: why a receipt is cancelled, kept with it and printed on it. */
export const cancelTransactionBodySchema = z.object({
  reason: reasonSchema,
});
export type CancelTransactionBody = z.input<typeof cancelTransactionBodySchema>;

/** Machine codes of the refusals that protect received money. */
export const CANCEL_INSTEAD = "CANCEL_INSTEAD";
export const ALREADY_CANCELLED = "ALREADY_CANCELLED";

/** Machine codes of the Dues refusals the dialogs answer with a question. */
export const ALREADY_CHARGED = "ALREADY_CHARGED";
export const OUTSIDE_SESSION = "OUTSIDE_SESSION";

/** In a 409 ALREADY_CHARGED's `error.students`: who already has that head for that period. */
export const alreadyChargedStudentSchema = z.object({ studentId: z.string(), name: z.string() });
export type AlreadyChargedStudent = z.infer<typeof alreadyChargedStudentSchema>;

export const transactionResponseSchema = successSchema(transactionSchema);
export const transactionListResponseSchema = successSchema(z.array(transactionSchema));
