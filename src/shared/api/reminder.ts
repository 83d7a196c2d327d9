import { z } from "zod";
import { successSchema } from "./envelope";

export const remindBodySchema = z.object({ studentId: z.uuid() });
export const reminderSchema = z.object({ studentId: z.string(), remindedAt: z.string() });
export const reminderResponseSchema = successSchema(reminderSchema);

/** The WhatsApp text per language; null means the built-in default. */
export const reminderTemplatesSchema = z.object({
  en: z.string().trim().max(1000).nullable(),
  hi: z.string().trim().max(1000).nullable(),
});
export type ReminderTemplates = z.infer<typeof reminderTemplatesSchema>;
export const reminderTemplatesResponseSchema = successSchema(reminderTemplatesSchema);
