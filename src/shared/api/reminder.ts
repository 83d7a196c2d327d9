import { z } from "zod";
import { plainText } from "../rules/text";
import { successSchema } from "./envelope";

export const remindBodySchema = z.object({ studentId: z.uuid() });
export const reminderSchema = z.object({ studentId: z.string(), remindedAt: z.string() });
export const reminderResponseSchema = successSchema(reminderSchema);

/** The WhatsApp text per language; null means the built-in default. */
export const reminderTemplatesSchema = z.object({
  en: plainText(1000, { multiline: true }).nullable(),
  hi: plainText(1000, { multiline: true }).nullable(),
  /** The one-message-per-family texts (issue 29); absent in a PUT leaves them as they are. */
  familyEn: plainText(1000, { multiline: true }).nullable().optional(),
  familyHi: plainText(1000, { multiline: true }).nullable().optional(),
  /** A reminder round skips a family reminded within this many days (default 3; 0 skips none). */
  reminderSkipDays: z.number().int().min(0).max(60).optional(),
});
export type ReminderTemplates = z.infer<typeof reminderTemplatesSchema>;
export const reminderTemplatesResponseSchema = successSchema(reminderTemplatesSchema);
