import { z } from "zod";
import { planIds } from "../billing/plans";
import { printTools } from "../billing/policy";
import { successSchema } from "./envelope";

/** GET /wallet; dates are ISO strings or null. `billing: false` means everything is free (BILLING=off). */
export const walletSchema = z.object({
  coins: z.number().int(),
  isPremium: z.boolean(),
  premiumUntil: z.string().nullable(),
  dlPremiumUntil: z.string().nullable(),
  billing: z.boolean(),
});
export type Wallet = z.infer<typeof walletSchema>;

/**
 * The wallet_entry kinds, and `amount-differs`: a payment the gateway captured for another amount
 * (or currency) than its order's — held, nothing granted; the line names the order for support.
 */
export const walletEntryKindSchema = z.enum(["purchase", "spend", "grant", "trial", "refund", "amount-differs"]);

/** One line of the wallet history; `coins` is signed (+200, −1). */
export const walletEntrySchema = z.object({
  id: z.string(),
  kind: walletEntryKindSchema,
  coins: z.number().int(),
  days: z.number().int(),
  planId: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const WALLET_ENTRIES_PAGE_SIZE = 50;

export const walletEntriesQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const walletResponseSchema = successSchema(walletSchema);
export const walletEntriesPageSchema = z.object({
  success: z.literal(true),
  data: z.array(walletEntrySchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type WalletEntriesPage = z.infer<typeof walletEntriesPageSchema>;

export const planSchema = z.object({
  id: z.string(),
  kind: z.enum(["coins", "premium", "dl-premium"]),
  priceRupees: z.number(),
  coins: z.number().int().optional(),
  days: z.number().int().optional(),
});
export const plansResponseSchema = successSchema(z.array(planSchema));

/** POST /print-jobs: asked before a print tool generates its PDF. */
export const printJobBodySchema = z.object({ tool: z.enum(printTools) });
export const printJobSchema = z.object({ charged: z.union([z.literal(0), z.literal(1)]), wallet: walletSchema });
export type PrintJob = z.infer<typeof printJobSchema>;
export const printJobResponseSchema = successSchema(printJobSchema);

export const planIdSchema = z.enum(planIds);
