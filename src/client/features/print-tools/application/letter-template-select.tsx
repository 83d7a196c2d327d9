import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/native-select";
import "../i18n";
import type { ApplicationFormValues } from "./application-form-schema";
import { isLetterTemplate, LETTER_TEMPLATES, type LetterTemplate } from "./letter-templates";

/**
 * Fills the subject and body from a common letter in the app's language. What the teacher has
 * written there is replaced only after asking; every field stays editable afterwards.
 */
export function LetterTemplateSelect({ form }: { form: UseFormReturn<ApplicationFormValues> }) {
  const { t } = useTranslation("printTools");
  const [chosen, setChosen] = useState<LetterTemplate | "">("");
  const [pending, setPending] = useState<LetterTemplate | null>(null);

  const texts = (template: LetterTemplate) => ({
    subject: t(`letterTemplates.${template}.subject`),
    body: t(`letterTemplates.${template}.body`),
  });
  const apply = (template: LetterTemplate) => {
    const { subject, body } = texts(template);
    form.setValue("subject", subject, { shouldDirty: true });
    form.setValue("body", body, { shouldDirty: true });
    form.clearErrors(["subject", "body"]);
    setChosen(template);
  };
  const choose = (value: string) => {
    if (!isLetterTemplate(value)) return;
    const { subject, body } = form.getValues();
    const template = texts(value);
    const written = (subject.trim() && subject !== template.subject) || (body.trim() && body !== template.body);
    if (written) setPending(value);
    else apply(value);
  };

  return (
    <>
      <FormField label={t("application.template")} hint={t("application.templateHint")}>
        <NativeSelect value={chosen} onChange={(event) => choose(event.target.value)}>
          <option value="">{t("application.chooseTemplate")}</option>
          {LETTER_TEMPLATES.map((template) => (
            <option key={template} value={template}>
              {t(`letterTemplates.${template}.label`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t("application.replaceTitle")}
        description={pending ? t("application.replaceText", { template: t(`letterTemplates.${pending}.label`) }) : ""}
        confirmLabel={t("application.replace")}
        worksOffline
        onConfirm={() => {
          if (pending) apply(pending);
        }}
      />
    </>
  );
}
