import { z } from "zod";
import { amountSchema } from "../rules/amount";
import { plainText } from "../rules/text";
import { reasonSchema } from "../rules/reason";
import { successSchema } from "./envelope";

/** A family's key in a path: the ten digits its students share (a student's phone as stored). */
export const familyPhoneParams = z.object({ phone: z.string().regex(/^[1-9]\d{9}$/) });

export const FAMILIES_PAGE_SIZE = 20;

/** GET /families: `search` is part of a child's name or of the phone number. */
export const familiesQuerySchema = z.object({
  search: plainText(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type FamiliesQuery = z.input<typeof familiesQuerySchema>;

export const familyStudentSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  ledgerName: z.string(),
  /** Rupees: Dues minus Received (the one balance rule: cancelled receipts count nowhere). */
  balance: z.number(),
});
export const familySchema = z.object({
  phone: z.string(),
  students: z.array(familyStudentSchema),
  /** The children's balances added up. */
  balance: z.number(),
});
export type Family = z.infer<typeof familySchema>;
export const familiesPageSchema = z.object({
  success: z.literal(true),
  data: z.array(familySchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type FamiliesPage = z.infer<typeof familiesPageSchema>;

/** POST /families/{phone}/link: the parent page's address, shown once (only its hash is kept). */
export const familyLinkSchema = z.object({ url: z.string() });
export type FamilyLink = z.infer<typeof familyLinkSchema>;
export const familyLinkResponseSchema = successSchema(familyLinkSchema);
export const familyLinkRevokedResponseSchema = successSchema(z.object({ revoked: z.boolean() }));

/** The 12-digit UPI transaction reference (UTR) a payer's app shows. */
export const UTR_MESSAGE = "Enter the 12-digit UPI reference number (UTR)";
export const utrSchema = z
  .string()
  .transform((text) => text.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{12}$/, UTR_MESSAGE));

/** A UTR or bank reference the school recorded already (a claim, a statement or a receipt): 409. */
export { DUPLICATE_UTR } from "./duplicate-utr";

/** One child's share of a claimed payment. */
export const claimSplitSchema = z
  .array(z.object({ studentId: z.uuid(), amount: amountSchema }))
  .min(1)
  .max(20);

/** POST /p/{code}/claims: "I have paid" from the parent page (a form or JSON). */
export const paymentClaimBodySchema = z.object({
  utr: utrSchema,
  amount: amountSchema,
  /** How the parent split it between their children; absent → oldest dues first across them. */
  split: claimSplitSchema.optional(),
});
export type PaymentClaimBody = z.input<typeof paymentClaimBodySchema>;

export const paymentClaimStatusSchema = z.enum(["pending", "confirmed", "rejected"]);
export const paymentClaimSchema = z.object({
  id: z.string(),
  phone: z.string(),
  utr: z.string(),
  amount: z.number(),
  status: paymentClaimStatusSchema,
  split: z.array(z.object({ studentId: z.string(), amount: z.number() })).nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  /** The family's children, as the school knows them. */
  students: z.array(z.object({ studentId: z.string(), name: z.string(), ledgerName: z.string() })),
  /** The receipts a confirmation wrote (empty until then). */
  receiptNos: z.array(z.string()),
});
export type PaymentClaim = z.infer<typeof paymentClaimSchema>;
export const paymentClaimsQuerySchema = z.object({ status: paymentClaimStatusSchema.default("pending") });
export const paymentClaimsResponseSchema = successSchema(z.array(paymentClaimSchema));
export const paymentClaimResponseSchema = successSchema(paymentClaimSchema);
export const claimIdParams = z.object({ claimId: z.uuid() });
export const rejectClaimBodySchema = z.object({ reason: reasonSchema });
export type RejectClaimBody = z.input<typeof rejectClaimBodySchema>;
