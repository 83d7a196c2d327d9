import { z } from "zod";
import { feeLineSchema } from "../fee-lines";

const text = (max: number) => z.string().trim().max(max);

/** What one fee receipt prints; the balance is the student's after this payment. */
export const receiptSchema = z.object({
  school: z.object({
    name: text(200).min(1),
    address: text(300).default(""),
    contactNumber: text(40).default(""),
  }),
  /** Null on a provisional receipt: taken offline, the server gives the number when the entry is sent. */
  receiptNo: text(40).min(1).nullable(),
  /** YYYY-MM-DD, printed DD-MM-YYYY. */
  date: text(20).min(1),
  studentName: text(200).min(1),
  /** Printed when known: a parent and the office tell two students of one name apart by them. */
  fatherName: text(100).default(""),
  rollNumber: text(20).default(""),
  ledgerName: text(200).default(""),
  /** Rupees received. */
  amount: z.number().positive(),
  paymentMode: z.enum(["cash", "upi", "cheque", "bank"]).nullable().default(null),
  description: text(200).default(""),
  /** What this payment settled, charge by charge (from its allocations); none on a provisional receipt. */
  settled: z.array(feeLineSchema).max(100).default([]),
  /** Rupees still owed after this payment; negative means paid in advance. */
  balanceAfter: z.number(),
  /** A cancelled receipt (issue 28) is reprinted with a large mark and why; it counts in no balance. */
  cancelReason: text(200).nullable().default(null),
  /** The public page that tells this receipt real (issue 28): printed as a QR code and as text. */
  verifyUrl: text(300).nullable().default(null),
});

export type ReceiptInput = z.input<typeof receiptSchema>;
export type Receipt = z.output<typeof receiptSchema>;
