import { z } from "zod";
import { successSchema } from "./envelope";

/** One Dues row and how much of it payments have settled (rupees). */
export const statementChargeSchema = z.object({
  transactionId: z.string(),
  transactionDate: z.string(),
  description: z.string(),
  feeHeadName: z.string(),
  /** The head's Hindi name; "" when the director gave none. */
  feeHeadNameHi: z.string(),
  tuition: z.boolean(),
  period: z.string().nullable(),
  /** When it falls due (the date when none was given). */
  dueDate: z.string(),
  grossAmount: z.number(),
  concessionAmount: z.number(),
  concessionCategory: z.string().nullable(),
  /** Net: grossAmount − concessionAmount. */
  amount: z.number(),
  settled: z.number(),
  outstanding: z.number(),
});
export type StatementCharge = z.infer<typeof statementChargeSchema>;

export const statementPaymentSchema = z.object({
  transactionId: z.string(),
  transactionDate: z.string(),
  receiptNo: z.string().nullable(),
  amount: z.number(),
  /** What this payment settled, oldest charge first; a remainder settles nothing yet (an advance). */
  allocations: z.array(z.object({ transactionId: z.string(), amount: z.number(), named: z.boolean() })),
});
export type StatementPayment = z.infer<typeof statementPaymentSchema>;

/** GET /student/{studentId}/statement: charges oldest first, payments in the order they came. */
export const statementSchema = z.object({
  charges: z.array(statementChargeSchema),
  payments: z.array(statementPaymentSchema),
  /** Dues minus Received (cancelled receipts count nowhere). */
  balance: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;
export const statementResponseSchema = successSchema(statementSchema);
