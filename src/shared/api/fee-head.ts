import { z } from "zod";
import { plainText } from "../rules/text";
import { successSchema } from "./envelope";

/** What a charge is for (Tuition fee, Transport fee…), the school's own list; see GET /fee-heads. */
export const feeHeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameHi: z.string(),
  /** Counts towards the tuition-fee certificate (Section 80C). */
  tuition: z.boolean(),
  archived: z.boolean(),
  /** The system heads' stable code ("tuition", "other", "opening-balance"…); null for the school's own. */
  code: z.string().nullable(),
});
export type FeeHead = z.infer<typeof feeHeadSchema>;

const headName = plainText(80).pipe(z.string().min(1, "Name the fee head"));

export const createFeeHeadBodySchema = z.object({
  name: headName,
  nameHi: plainText(80).default(""),
  tuition: z.boolean().default(false),
});
export type CreateFeeHeadBody = z.input<typeof createFeeHeadBodySchema>;

/** PUT /fee-heads/{id}: rename, the Hindi name, the tuition flag, archive (or bring back). */
export const updateFeeHeadBodySchema = z.object({
  name: headName.optional(),
  nameHi: plainText(80).optional(),
  tuition: z.boolean().optional(),
  archived: z.boolean().optional(),
});
export type UpdateFeeHeadBody = z.input<typeof updateFeeHeadBodySchema>;

export const feeHeadResponseSchema = successSchema(feeHeadSchema);
export const feeHeadListResponseSchema = successSchema(z.array(feeHeadSchema));
export const FEE_HEAD_IN_USE = "FEE_HEAD_IN_USE";
