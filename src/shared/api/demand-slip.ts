import { z } from "zod";

/**
 * One fee line of a slip: a charge still owed (issue 27), `amount` being what is outstanding of it,
 * with its head, period and concession so the slip prints "Tuition fee Nov 2025 ₹500".
 */
export const feeDetailSchema = z.object({
  particular: z.string(),
  amount: z.number(),
  feeHeadName: z.string().optional(),
  feeHeadNameHi: z.string().optional(),
  period: z.string().nullable().optional(),
  grossAmount: z.number().optional(),
  concessionAmount: z.number().optional(),
  concessionCategory: z.string().nullable().optional(),
});

/** SPEC §3's demand slip record, plus what printing needs (class, roll number, ledger). */
export const demandSlipSchema = z.object({
  slipNo: z.string(),
  date: z.string(),
  dueDate: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  fatherName: z.string(),
  rollNumber: z.string(),
  className: z.string(),
  ledgerName: z.string(),
  sessionYear: z.string(),
  feesDetails: z.array(feeDetailSchema),
  totalMoneyReceive: z.number(),
});
export type DemandSlip = z.infer<typeof demandSlipSchema>;
export type FeeDetail = z.infer<typeof feeDetailSchema>;

export const demandSlipListResponseSchema = z.object({ success: z.literal(true), data: z.array(demandSlipSchema) });
