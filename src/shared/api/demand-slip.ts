import { z } from "zod";

/** One fee line of a slip: a Dues transaction. */
export const feeDetailSchema = z.object({ particular: z.string(), amount: z.number() });

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
