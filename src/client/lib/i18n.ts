import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { common } from "../locales/common";
import { browserLanguage } from "./browser-language";
import { pageStartData } from "./session/page-start-data";

export const LANGUAGES = [
  { code: "en", label: "English" },
  { code: "hi", label: "हिन्दी" },
] as const;
export type Language = (typeof LANGUAGES)[number]["code"];

const STORAGE_KEY = "bahi.language";

/**
 * The nested key→text tree of one namespace. Hindi must mirror English exactly: every texts file
 * declares `const hi: typeof en`, so tsc refuses a missing or extra key.
 */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/**
 * This device's language: the last one shown here (chosen, or the account's, applied after sign-in),
 * else, on a first visit, the browser's (navigator.languages: "hi-IN" → Hindi).
 */
function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    if (value === "hi" || value === "en") return value;
  } catch {
    // Storage refused (private mode): as on a first visit.
  }
  return browserLanguage(navigator.languages ?? [navigator.language]);
}

void i18next.use(initReactI18next).init({
  // A signed-in page's HTML carries the account's language (decision 0033's start data): the first
  // paint is already in it, on any device.
  lng: pageStartData()?.language ?? storedLanguage(),
  fallbackLng: "en",
  defaultNS: "common",
  ns: ["common"],
  resources: { en: { common: common.en }, hi: { common: common.hi } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // No promotional console line in the browser or in the test output.
  showSupportNotice: false,
});
document.documentElement.lang = i18next.language;

i18next.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
});

/** Features bring their own texts; each registers its namespace when its code is first loaded. */
export function registerTranslations(namespace: string, bundle: { en: TranslationTree; hi: TranslationTree }) {
  i18next.addResourceBundle("en", namespace, bundle.en, true, true);
  i18next.addResourceBundle("hi", namespace, bundle.hi, true, true);
}

export { i18next };

/**
 * A namespace built from sections that each keep their own `{ en, hi }` texts (a long feature keeps
 * one file per page or tool); registered as one bundle per language.
 */
export function registerTranslationSections<S extends Record<string, { en: TranslationTree; hi: TranslationTree }>>(
  namespace: string,
  sections: S,
) {
  const pick = (language: "en" | "hi") =>
    Object.fromEntries(Object.entries(sections).map(([key, texts]) => [key, texts[language]])) as TranslationTree;
  registerTranslations(namespace, { en: pick("en"), hi: pick("hi") });
}
