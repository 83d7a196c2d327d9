import type { Preferences } from "@/shared/api/preferences";
import { currentLanguage, setLanguage, type Language } from "./language";

// Plain fetch, not apiRequest, and the language store, not i18next: the language switch is on /login
// too, which loads neither the query library nor i18next (decision 0051).

/** Counts the person's own choices, so an account answer that was asked before one never undoes it. */
let choices = 0;

/**
 * The person picked a language: shown at once (and kept on this device by lib/language.ts); when signed in,
 * saved on the account too, so every device they sign in on follows. Offline or refused, the choice
 * stays on this device only; the next choice online saves it.
 */
export function chooseLanguage(language: Language, { onAccount }: { onAccount: boolean }) {
  choices += 1;
  setLanguage(language);
  if (!onAccount) return;
  void fetch("/api/v1/me/preferences", {
    method: "PUT",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}

/**
 * After sign-in: the account's language, when the person has chosen one, replaces this device's —
 * unless they chose here while the answer was on its way. Nothing chosen yet: the device keeps its own.
 */
export async function applyAccountLanguage(): Promise<void> {
  const before = choices;
  let preferences: Preferences;
  try {
    const response = await fetch("/api/v1/me/preferences", { credentials: "same-origin" });
    if (!response.ok) return;
    preferences = ((await response.json()) as { data: Preferences }).data;
  } catch {
    return; // Offline: the device's own language until the next start online.
  }
  if (choices !== before || !preferences.language || preferences.language === currentLanguage()) return;
  setLanguage(preferences.language);
}
