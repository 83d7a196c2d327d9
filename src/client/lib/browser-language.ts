import type { Language } from "./i18n";

/**
 * The app's language for a first visit, when neither the account nor this device has a choice yet:
 * the first of the browser's languages the app speaks ("hi", "hi-IN" → Hindi; "en-GB" → English),
 * English when it speaks none of them.
 */
export function browserLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === "hi" || primary === "en") return primary;
  }
  return "en";
}
