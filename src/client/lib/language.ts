import { useSyncExternalStore } from "react";
import { browserLanguage } from "./browser-language";
import { pageStartData } from "./session/page-start-data";

export const LANGUAGES = [
  { code: "en", label: "English" },
  { code: "hi", label: "हिन्दी" },
] as const;
export type Language = (typeof LANGUAGES)[number]["code"];

const STORAGE_KEY = "bahi.language";

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

/**
 * The language shown, without i18next (decision 0051): the sign-in screen reads its texts here, and
 * lib/i18n.ts keeps i18next on the same language both ways once the full app has loaded.
 * A signed-in page's HTML carries the account's language (decision 0033's start data): the first
 * paint is already in it, on any device.
 */
let current: Language = pageStartData()?.language ?? storedLanguage();
const listeners = new Set<(language: Language) => void>();

/** Sets <html lang> and remembers the language on this device (the next start, offline too, opens in it). */
function apply(language: Language) {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}
apply(current);

export const currentLanguage = (): Language => current;

/** Shows `language` everywhere, sets <html lang> and remembers it on this device. */
export function setLanguage(language: Language) {
  if (language === current) return;
  current = language;
  apply(language);
  for (const listener of [...listeners]) listener(language);
}

export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, currentLanguage);
}

/** A screen's own `{ en, hi }` texts in the language shown, kept current when it changes. */
export function useTexts<T>(texts: { en: T; hi: T }): T {
  return texts[useLanguage()];
}
