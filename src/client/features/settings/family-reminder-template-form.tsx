import { Save } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReminderTemplates } from "@/shared/api/reminder";
import {
  DEFAULT_FAMILY_REMINDER_TEMPLATES,
  FAMILY_REMINDER_PLACEHOLDERS,
} from "@/shared/rules/family-reminder-message";
import type { ReminderLanguage } from "@/shared/rules/reminder-message";
import { OnlineButton } from "../../components/online-button";
import { QueryErrorState } from "../../components/query-error-state";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { PageSpinner } from "../../components/ui/spinner";
import { useReminderTemplates, useSaveReminderTemplates } from "../../components/whatsapp-reminder/reminder-queries";
import "./i18n";

const LANGUAGES = ["en", "hi"] as const satisfies readonly ReminderLanguage[];
const FIELD = { en: "familyEn", hi: "familyHi" } as const;

/** Settings › the one-message-per-family reminder: English and Hindi texts; the default kept as null. */
export function FamilyReminderTemplateSection() {
  const { t } = useTranslation("settings");
  const templates = useReminderTemplates();
  if (templates.isPending) return <PageSpinner label={t("reminders.loading")} />;
  if (templates.isError) return <QueryErrorState error={templates.error} onRetry={() => void templates.refetch()} />;
  return <FamilyReminderTemplateForm templates={templates.data} />;
}

function FamilyReminderTemplateForm({ templates }: { templates: ReminderTemplates }) {
  const { t } = useTranslation("settings");
  const save = useSaveReminderTemplates();
  const [texts, setTexts] = useState<Record<ReminderLanguage, string>>({
    en: templates.familyEn ?? DEFAULT_FAMILY_REMINDER_TEMPLATES.en,
    hi: templates.familyHi ?? DEFAULT_FAMILY_REMINDER_TEMPLATES.hi,
  });
  const [skipDays, setSkipDays] = useState(String(templates.reminderSkipDays ?? 3));
  const stored = (language: ReminderLanguage) =>
    !texts[language].trim() || texts[language] === DEFAULT_FAMILY_REMINDER_TEMPLATES[language] ? null : texts[language];
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const days = Math.min(60, Math.max(0, Math.trunc(Number(skipDays) || 0)));
        save.mutate({
          en: templates.en,
          hi: templates.hi,
          familyEn: stored("en"),
          familyHi: stored("hi"),
          reminderSkipDays: days,
        });
      }}
    >
      <div className="text-sm text-slate-600">
        <p>{t("familyReminders.placeholdersIntro")}</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2" aria-label={t("reminders.placeholdersLabel")}>
          {FAMILY_REMINDER_PLACEHOLDERS.map((placeholder) => (
            <li key={placeholder}>
              <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-slate-900">{placeholder}</code>{" "}
              {t(`familyReminders.placeholders.${placeholder.slice(1, -1) as "family"}`)}
            </li>
          ))}
        </ul>
      </div>
      {LANGUAGES.map((language) => (
        <FormField key={language} label={t(`familyReminders.${language}`)}>
          <Textarea
            rows={6}
            lang={language}
            name={FIELD[language]}
            value={texts[language]}
            maxLength={1000}
            onChange={(event) => setTexts({ ...texts, [language]: event.target.value })}
          />
        </FormField>
      ))}
      <FormField label={t("familyReminders.skipDays")} hint={t("familyReminders.skipDaysHint")}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          className="max-w-28"
          value={skipDays}
          onChange={(event) => setSkipDays(event.target.value)}
        />
      </FormField>
      {save.isSuccess && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {t("reminders.saved")}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {t("reminders.failed", { message: save.error.message })}
        </p>
      )}
      <OnlineButton type="submit" disabled={save.isPending}>
        <Save aria-hidden />
        {t("familyReminders.save")}
      </OnlineButton>
    </form>
  );
}
