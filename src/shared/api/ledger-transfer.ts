import { z } from "zod";
import { successSchema } from "./envelope";
import { ledgerFieldsSchema, ledgerSchema } from "./ledger";

/** Largest file `POST /ledger/{ledgerId}/import` takes (413 above it) and most students per file. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

// What reading one file may cost, checked while it streams, before the memory is spent (decision 0039).
// A class list of 5,000 students × 8 columns: ~2.4 MB unpacked, ~115,000 XML elements, ~50 MB in exceljs.
/** Rows a sheet may hold, blank and formatted ones included: twice the students, so gaps still fit (400). */
export const MAX_SHEET_ROWS = 2 * MAX_IMPORT_ROWS;
/**
 * CSV cells, or an .xlsx's XML elements (a cell is two or three), all sheets together: exceljs holds
 * ~250 bytes per element, so this bounds a file at ~60 MB of server memory. ≈ 5,000 students × 20 columns (413).
 */
export const MAX_SHEET_CELLS = 250_000;
/** Bytes an .xlsx may unpack to, all its parts together, declared or actually inflated (413). */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** Parts an .xlsx may hold: Excel writes about ten, plus one per sheet, picture or comment (413). */
export const MAX_ZIP_ENTRIES = 1000;
/** Declared unpacked ÷ packed size of a part over 1 MB: sheet XML packs ~10:1 (16:1 for identical rows), a bomb ~1000:1 (413). */
export const MAX_COMPRESSION_RATIO = 100;

/** One problem of an imported sheet: its row as the spreadsheet numbers it (headers are row 1). */
export const importIssueSchema = z.object({
  row: z.number().int(),
  /** The student field (`name`, `phoneNumber`, …, `openingBalance`). */
  field: z.string(),
  message: z.string(),
  /** The row's student, when the row has a name: a director finds "Priya Verma" faster than "row 17". */
  name: z.string().optional(),
  /** What the cell holds, when it is not empty, so the bad value is seen without opening the file. */
  value: z.string().optional(),
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

/** GET /import-template.xlsx: the template's headers in the screen's language. */
export const templateQuerySchema = z.object({ language: z.enum(["en", "hi"]).default("en") });

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
