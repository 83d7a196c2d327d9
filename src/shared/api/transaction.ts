import { z } from "zod";
import { amountSchema } from "../rules/amount";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { optionalText } from "../rules/text";
import { successSchema } from "./envelope";

/** Credit = money Received, Debit = Dues charged (SPEC §3); Credit is the default. */
export const transactionTypeSchema = z.enum(["Credit", "Debit"]);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** How money Received came in; optional, Received only. */
export const paymentModeSchema = z.enum(["cash", "upi", "cheque", "bank"]);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

export const addTransactionBodySchema = z.object({
  studentOwnerId: z.uuid(),
  amount: amountSchema,
  description: optionalText(200).default(""),
  transactionType: transactionTypeSchema.default("Credit"),
  transactionDate: calendarDateSchema,
  paymentMode: paymentModeSchema.optional(),
});
export type AddTransactionBody = z.input<typeof addTransactionBodySchema>;

/**
 * PUT /transactions/{transactionId}: the same checks as on add, for the fields a mistyped entry may
 * need corrected. The student and the type stay as they are (a Received keeps its receipt number).
 */
export const updateTransactionBodySchema = addTransactionBodySchema.omit({
  studentOwnerId: true,
  transactionType: true,
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
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionResponseSchema = successSchema(transactionSchema);
export const transactionListResponseSchema = successSchema(z.array(transactionSchema));
