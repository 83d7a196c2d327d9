import { z } from "zod";
import { successSchema } from "./envelope";
import { ledgerFieldsSchema, ledgerSchema } from "./ledger";

/** Largest file `POST /ledger/{ledgerId}/import` takes (413 above it) and most students per file. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

/** One problem of an imported sheet: its row as the spreadsheet numbers it (headers are row 1). */
export const importIssueSchema = z.object({
  row: z.number().int(),
  /** The student field (`name`, `phoneNumber`, …, `openingBalance`). */
  field: z.string(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const importPreviewSchema = z.object({
  /** Students in the file (blank rows are not counted). */
  rows: z.number().int(),
  /** Of those, how many pass every rule. */
  valid: z.number().int(),
  issues: z.array(importIssueSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const importPreviewResponseSchema = successSchema(importPreviewSchema);
export const importResultResponseSchema = successSchema(z.object({ created: z.number().int() }));

export const importQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});

/** POST /ledger/{ledgerId}/rollover: the next session's ledger, who moves (all when omitted), balances or not. */
export const rolloverBodySchema = z.object({
  // The new ledger's fields, checked as the Add Ledger dialog checks them.
  ...ledgerFieldsSchema.shape,
  studentIds: z.array(z.uuid()).max(10_000).optional(),
  carryBalances: z.boolean(),
});
export type RolloverBody = z.input<typeof rolloverBodySchema>;

export const rolloverResultSchema = z.object({
  ledger: ledgerSchema,
  /** How many students moved into the new ledger. */
  students: z.number().int(),
  /** Rupees carried: dues carried minus advances carried, so it equals the new ledger's outstanding total. */
  carried: z.number(),
});
export type RolloverResult = z.infer<typeof rolloverResultSchema>;
export const rolloverResponseSchema = successSchema(rolloverResultSchema);
