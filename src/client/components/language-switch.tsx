import { Languages } from "lucide-react";
import { chooseLanguage } from "../lib/account-language";
import { cn } from "../lib/cn";
import { LANGUAGES, useLanguage, useTexts, type Language } from "../lib/language";
import { common } from "../locales/common";

/**
 * English ↔ हिन्दी; lib/language.ts remembers the choice on this device and sets <html lang>. `onAccount`
 * where only a signed-in person sees the switch: the choice is saved on their account as well.
 * Without i18next, as it is on /login (decision 0051).
 */
export function LanguageSwitch({ className, onAccount = false }: { className?: string; onAccount?: boolean }) {
  const texts = useTexts(common);
  const language = useLanguage();
  return (
    <label className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Languages className="size-4 text-slate-500" aria-hidden />
      <span className="sr-only">{texts.language}</span>
      <select
        className="rounded-md border border-slate-300 bg-white px-1.5 py-1 text-sm"
        value={language}
        onChange={(event) => chooseLanguage(event.target.value as Language, { onAccount })}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </label>
  );
}
