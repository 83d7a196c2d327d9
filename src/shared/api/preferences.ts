import { z } from "zod";
import { successSchema } from "./envelope";

/** The languages the app speaks; the account keeps one of them once the person has chosen. */
export const languageSchema = z.enum(["en", "hi"]);
export type LanguageCode = z.infer<typeof languageSchema>;

/** GET /me/preferences: the signed-in person's own choices, the same on every device. */
export const preferencesSchema = z.object({
  /** null until the person picks a language; the device then follows the browser's. */
  language: languageSchema.nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /me/preferences. */
export const updatePreferencesBodySchema = z.object({ language: languageSchema });
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

export const preferencesResponseSchema = successSchema(preferencesSchema);
