import { z } from "zod";
import { demandSlipSchema } from "@/shared/api/demand-slip";
import type { DocumentOptions } from "../document-options";

/** What the slip header shows about the school, and the UPI ID for the QR code ("" when unset). */
export const billsSchoolSchema = z.object({
  name: z.string(),
  address: z.string(),
  contactNumber: z.string(),
  upiVpa: z.string(),
});

/**
 * Bills.pdf's input: the school and the slips as the demand-slip API returns them. It only checks
 * the shape (no trimming or defaults), so the slips print exactly as the server sent them.
 */
export const billsSchema = z.object({
  school: billsSchoolSchema,
  slips: z.array(demandSlipSchema),
});

export type BillsSchool = z.infer<typeof billsSchoolSchema>;
export type BillsData = z.infer<typeof billsSchema>;

export interface BillsOptions extends DocumentOptions {
  /** Called as slips are drawn (not for every slip: often enough for a progress bar). */
  readonly onProgress?: (done: number, total: number) => void;
}
