import { z } from "zod";
import { amountSchema } from "../rules/amount";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { phoneNumberSchema } from "../rules/phone-number";
import { plainText } from "../rules/text";
import { successSchema } from "./envelope";

/** The statement columns the matcher reads, named by their header text as the file has it. */
export const statementColumnsSchema = z.object({
  date: plainText(100).nullable(),
  amount: plainText(100).nullable(),
  narration: plainText(100).nullable(),
  reference: plainText(100).nullable(),
});
export type StatementColumns = z.infer<typeof statementColumnsSchema>;

/** The director's corrections to the guess: any column named here replaces the detected one. */
export const statementColumnsOverrideSchema = statementColumnsSchema.partial();

export const bankStatementQuerySchema = z.object({
  /** The review (the only mode: nothing is written before POST /bank-statements/confirm). */
  dryRun: z.enum(["true", "false"]).default("true"),
});

export const matchKindSchema = z.enum(["claim", "reference", "amount", "none"]);
export type MatchKind = z.infer<typeof matchKindSchema>;

export const creditShareSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  ledgerName: z.string(),
  /** Rupees of this credit for this child. */
  amount: z.number(),
});

export const bankCreditSchema = z.object({
  date: z.string(),
  amount: z.number(),
  /** The UTR or bank reference (from its column, else a 12-digit UTR in the narration); null when none. */
  reference: z.string().nullable(),
  narration: z.string(),
  /** Recorded before (the same reference, or the same line of a statement uploaded before). */
  duplicate: z.boolean(),
  match: z.object({
    kind: matchKindSchema,
    phone: z.string().nullable(),
    students: z.array(creditShareSchema),
    /** Several families owe exactly this amount: the director picks one (uncertain). */
    candidates: z.array(z.object({ phone: z.string(), names: z.array(z.string()), total: z.number() })),
  }),
});
export type BankCredit = z.infer<typeof bankCreditSchema>;

export const bankStatementReviewSchema = z.object({
  /** The header row as read, for the column pickers. */
  headers: z.array(z.string()),
  columns: statementColumnsSchema,
  credits: z.array(bankCreditSchema),
});
export type BankStatementReview = z.infer<typeof bankStatementReviewSchema>;
export const bankStatementReviewResponseSchema = successSchema(bankStatementReviewSchema);

export const MAX_STATEMENT_CREDITS = 2000;

/** POST /bank-statements/confirm: the credits to record, each with the family the director settled on. */
export const confirmBankCreditsBodySchema = z.object({
  credits: z
    .array(
      z.object({
        date: calendarDateSchema,
        amount: amountSchema,
        reference: plainText(60).nullable(),
        narration: plainText(500),
        phone: phoneNumberSchema,
        /** How it is shared between the children; absent → the family's oldest dues first. */
        students: z
          .array(z.object({ studentId: z.uuid(), amount: amountSchema }))
          .min(1)
          .max(20)
          .optional(),
      }),
    )
    .min(1)
    .max(MAX_STATEMENT_CREDITS),
});
export type ConfirmBankCreditsBody = z.input<typeof confirmBankCreditsBodySchema>;

export const confirmBankCreditsResultSchema = z.object({
  /** Credits written now, each as one Received row per child with its receipt. */
  recorded: z.number().int(),
  /** Credits recorded before (same reference or same statement line): nothing written again. */
  skippedDuplicates: z.number().int(),
  receipts: z.number().int(),
});
export type ConfirmBankCreditsResult = z.infer<typeof confirmBankCreditsResultSchema>;
export const confirmBankCreditsResponseSchema = successSchema(confirmBankCreditsResultSchema);
