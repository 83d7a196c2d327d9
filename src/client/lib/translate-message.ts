import type { TFunction } from "i18next";
import { validationHi } from "../locales/validation";
import { registerTranslations } from "./i18n";

// Registered with the first form that can show such a message, not on /login.
registerTranslations("validation", { en: {}, hi: validationHi });

/**
 * Validation messages come from the shared zod schemas in English (the API contract). The
 * "validation" namespace maps each English message to its translation; unknown ones show as sent.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return t(message, { ns: "validation", keySeparator: false, nsSeparator: false, defaultValue: message });
}
