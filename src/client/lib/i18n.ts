import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { common } from "../locales/common";
import { currentLanguage, onLanguageChange, setLanguage } from "./language";

export { LANGUAGES, type Language } from "./language";

/**
 * The nested key→text tree of one namespace. Hindi must mirror English exactly: every texts file
 * declares `const hi: typeof en`, so tsc refuses a missing or extra key.
 */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

void i18next.use(initReactI18next).init({
  // The language store's (lib/language.ts): the account's from the page's start data, this device's
  // last, or the browser's.
  lng: currentLanguage(),
  fallbackLng: "en",
  defaultNS: "common",
  ns: ["common"],
  resources: { en: { common: common.en }, hi: { common: common.hi } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // No promotional console line in the browser or in the test output.
  showSupportNotice: false,
});
// One language for both: the store's (the sign-in screen's texts, the language switch) and i18next's.
i18next.on("languageChanged", (language) => {
  if (language === "en" || language === "hi") setLanguage(language);
});
onLanguageChange((language) => {
  if (i18next.language !== language) void i18next.changeLanguage(language);
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
