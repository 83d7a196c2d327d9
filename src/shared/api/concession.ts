import { z } from "zod";
import { optionalText } from "../rules/text";
import { successSchema } from "./envelope";

export const concessionCategorySchema = z.enum(["rte", "ews", "staff-ward", "sibling", "merit", "other"]);
export type ConcessionCategory = z.infer<typeof concessionCategorySchema>;

/**
 * One standing concession of a student: every later charge of `feeHeadId` is reduced by it.
 * `value` is rupees for kind "amount", a per cent (0.01–100, 2 decimals) for kind "percent".
 */
export const standingConcessionSchema = z
  .object({
    feeHeadId: z.uuid(),
    kind: z.enum(["amount", "percent"]),
    value: z.number().positive().max(10_000_000),
    category: concessionCategorySchema,
    note: optionalText(200).default(""),
  })
  .refine((c) => c.kind === "amount" || c.value <= 100, { path: ["value"], message: "At most 100 %" })
  .refine((c) => Math.round(c.value * 100) / 100 === c.value, { path: ["value"], message: "At most 2 decimals" });
export type StandingConcession = z.output<typeof standingConcessionSchema>;

/** PUT /student/{studentId}/concessions: the whole set, one per head (replaces what was there). */
export const putConcessionsBodySchema = z
  .array(standingConcessionSchema)
  .max(100)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((c, index) => {
      if (seen.has(c.feeHeadId))
        ctx.addIssue({ code: "custom", path: [index, "feeHeadId"], message: "One concession per fee head" });
      seen.add(c.feeHeadId);
    });
  });

export const concessionListResponseSchema = successSchema(
  z.array(
    z.object({
      feeHeadId: z.string(),
      feeHeadName: z.string(),
      kind: z.enum(["amount", "percent"]),
      value: z.number(),
      category: concessionCategorySchema,
      note: z.string(),
    }),
  ),
);
export type StudentConcession = z.infer<typeof concessionListResponseSchema>["data"][number];

/** GET /ledger/{ledgerId}/concessions: every standing concession of the ledger's students, for Charge fee's preview. */
export const ledgerConcessionListResponseSchema = successSchema(
  z.array(
    z.object({
      studentId: z.string(),
      feeHeadId: z.string(),
      kind: z.enum(["amount", "percent"]),
      value: z.number(),
      category: concessionCategorySchema,
    }),
  ),
);
export type LedgerConcession = z.infer<typeof ledgerConcessionListResponseSchema>["data"][number];
