import { z } from "zod";
import { sessionYearSchema } from "../rules/session-year-schema";
import { CLASS_NAME_REQUIRED_MESSAGE, LEDGER_NAME_REQUIRED_MESSAGE } from "../rules/messages";
import { requiredText } from "../rules/text";
import { successSchema } from "./envelope";

/** What the Add/Edit Ledger dialog sends (PUT /ledger/{ledgerId}). */
export const ledgerFieldsSchema = z.object({
  ledgerName: requiredText(100, LEDGER_NAME_REQUIRED_MESSAGE),
  className: requiredText(50, CLASS_NAME_REQUIRED_MESSAGE),
  sessionYear: sessionYearSchema,
});
export type LedgerFields = z.infer<typeof ledgerFieldsSchema>;

/** POST /ledger/add: `schoolOwnerId` is the caller's school `_id`. */
export const addLedgerBodySchema = ledgerFieldsSchema.extend({ schoolOwnerId: z.uuid() });
export type AddLedgerBody = z.infer<typeof addLedgerBodySchema>;

export const ledgerSchema = z.object({
  _id: z.string(),
  ledgerName: z.string(),
  className: z.string(),
  sessionYear: z.string(),
  schoolOwnerId: z.string(),
  /** How much a delete would take with it; the delete confirmation states both. */
  studentCount: z.number().int(),
  transactionCount: z.number().int(),
  /** Rupees still owed by the ledger's students (each student's balance above zero, summed). */
  outstanding: z.number(),
  /** Rupees received from the ledger's students. */
  collected: z.number(),
  /** Students whose balance is above zero: the slips a "students who owe" print makes. */
  owingCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ledger = z.infer<typeof ledgerSchema>;

export const ledgerResponseSchema = successSchema(ledgerSchema);
export const ledgerListResponseSchema = successSchema(z.array(ledgerSchema));
export const deletedResponseSchema = successSchema(z.object({ _id: z.string() }));
