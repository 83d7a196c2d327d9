import { zodResolver } from "@hookform/resolvers/zod";
import { RotateCcw, Save } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch, type FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { reminderTemplatesSchema, type ReminderTemplates } from "@/shared/api/reminder";
import {
  DEFAULT_REMINDER_TEMPLATES,
  REMINDER_PLACEHOLDERS,
  type ReminderLanguage,
} from "@/shared/rules/reminder-message";
import { QueryErrorState } from "../../components/query-error-state";
import { Button } from "../../components/ui/button";
import { OnlineButton } from "../../components/online-button";
import { FormField } from "../../components/ui/form-field";
import { Textarea } from "../../components/ui/input";
import { PageSpinner, Spinner } from "../../components/ui/spinner";
import { useReminderTemplates, useSaveReminderTemplates } from "../../components/whatsapp-reminder/reminder-queries";
import { cn } from "../../lib/cn";
import { translateMessage } from "../../lib/translate-message";
import { applyServerFieldErrors } from "../../lib/use-server-field-errors";
import "./i18n";

const LANGUAGES = ["en", "hi"] as const satisfies readonly ReminderLanguage[];
/** The server's limit per language (reminderTemplatesSchema). */
const MAX_LENGTH = 1000;

type Status = { kind: "saved" | "reset" } | { kind: "failed"; message: string };

// A language without its own text shows the default, ready to edit; saving the default unchanged
// (or nothing) stores null, so the school keeps following the built-in text.
const formValues = (templates: ReminderTemplates): ReminderTemplates => ({
  en: templates.en ?? DEFAULT_REMINDER_TEMPLATES.en,
  hi: templates.hi ?? DEFAULT_REMINDER_TEMPLATES.hi,
});
const storedText = (language: ReminderLanguage, text: string | null) =>
  !text || text === DEFAULT_REMINDER_TEMPLATES[language] ? null : text;

/** Settings › WhatsApp reminder message: the owner's English and Hindi texts with placeholders. */
export function ReminderTemplateSection() {
  const { t } = useTranslation("settings");
  const templates = useReminderTemplates();
  if (templates.isPending) return <PageSpinner label={t("reminders.loading")} />;
  if (templates.isError) return <QueryErrorState error={templates.error} onRetry={() => void templates.refetch()} />;
  return <ReminderTemplateForm templates={templates.data} />;
}

function ReminderTemplateForm({ templates }: { templates: ReminderTemplates }) {
  const { t } = useTranslation("settings");
  const save = useSaveReminderTemplates();
  const [status, setStatus] = useState<Status | null>(null);
  const form = useForm<ReminderTemplates>({
    resolver: zodResolver(reminderTemplatesSchema),
    defaultValues: formValues(templates),
  });
  const { errors, isSubmitting } = form.formState;
  const texts = useWatch({ control: form.control });
  const busy = isSubmitting || save.isPending;

  // Zod's length message is built from a number, so it has no entry in the validation texts.
  const message = (error: FieldError | undefined) =>
    error?.type === "too_big" ? t("reminders.tooLong", { max: MAX_LENGTH }) : translateMessage(t, error?.message);

  async function store(next: ReminderTemplates, kind: "saved" | "reset") {
    setStatus(null);
    try {
      const saved = await save.mutateAsync({ en: storedText("en", next.en), hi: storedText("hi", next.hi) });
      form.reset(formValues(saved));
      setStatus({ kind });
    } catch (error) {
      const left = applyServerFieldErrors(error, LANGUAGES, form.setError);
      if (left !== null) setStatus({ kind: "failed", message: left });
    }
  }

  const onSubmit = form.handleSubmit((values) => store(values, "saved"));

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="text-sm text-slate-600">
        <p>{t("reminders.placeholdersIntro")}</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2" aria-label={t("reminders.placeholdersLabel")}>
          {REMINDER_PLACEHOLDERS.map((placeholder) => (
            <li key={placeholder}>
              <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-slate-900">{placeholder}</code>{" "}
              {t(`reminders.placeholders.${placeholder.slice(1, -1) as "student"}`)}
            </li>
          ))}
        </ul>
      </div>
      {LANGUAGES.map((language) => (
        <FormField
          key={language}
          label={t(`reminders.${language}`)}
          error={message(errors[language])}
          hint={t("reminders.length", { count: texts[language]?.length ?? 0, max: MAX_LENGTH })}
        >
          <Textarea rows={4} lang={language} {...form.register(language)} />
        </FormField>
      ))}
      {status ? (
        <p
          role={status.kind === "failed" ? "alert" : "status"}
          className={cn(
            "rounded-md px-3 py-2 text-sm",
            status.kind === "failed" ? "bg-red-50 text-red-700" : "bg-green-50 text-green-800",
          )}
        >
          {status.kind === "failed"
            ? t("reminders.failed", { message: status.message })
            : t(status.kind === "saved" ? "reminders.saved" : "reminders.resetDone")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <OnlineButton type="submit" disabled={busy}>
          {isSubmitting ? <Spinner /> : <Save aria-hidden />}
          {t("reminders.save")}
        </OnlineButton>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => void store({ en: null, hi: null }, "reset")}
        >
          <RotateCcw aria-hidden />
          {t("reminders.reset")}
        </Button>
      </div>
    </form>
  );
}
