import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { chooseLanguage } from "../lib/account-language";
import { LANGUAGES, type Language } from "../lib/i18n";
import { cn } from "../lib/cn";

/**
 * English ↔ हिन्दी; i18n.ts remembers the choice on this device and sets <html lang>. `onAccount`
 * where only a signed-in person sees the switch: the choice is saved on their account as well.
 */
export function LanguageSwitch({ className, onAccount = false }: { className?: string; onAccount?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <label className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Languages className="size-4 text-slate-500" aria-hidden />
      <span className="sr-only">{t("language")}</span>
      <select
        className="rounded-md border border-slate-300 bg-white px-1.5 py-1 text-sm"
        value={i18n.resolvedLanguage}
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
