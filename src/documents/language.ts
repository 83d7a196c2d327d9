import { z } from "zod";

/** The app's language; document labels follow it. */
export const documentLanguageSchema = z.enum(["en", "hi"]);
export type DocumentLanguage = z.infer<typeof documentLanguageSchema>;
