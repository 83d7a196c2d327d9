import type { Namespace, TFunction } from "i18next";
import { validationHi } from "../locales/validation";
import { registerTranslations } from "./i18n";

// Registered with the first form that can show such a message, not on /login.
registerTranslations("validation", { en: {}, hi: validationHi });

/**
 * Validation messages come from the shared zod schemas in English (the API contract). The
 * "validation" namespace maps each English message to its translation; unknown ones show as sent.
 */
export function translateMessage<Ns extends Namespace>(
  t: TFunction<Ns>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  // The keys are whatever English message a schema sent, an open set by design: looked up untyped.
  const lookUp = t as unknown as (key: string, options: object) => string;
  return lookUp(message, { ns: "validation", keySeparator: false, nsSeparator: false, defaultValue: message });
}
