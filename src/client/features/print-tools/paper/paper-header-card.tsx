import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { samplePaperHeader } from "@/documents/sample-paper-header";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { fieldProps, requiredFieldsOf } from "../../../lib/form-field-props";
import { fieldMessage } from "../components/form-message";
import "../i18n";
import { PAPER_HEADER_LIMITS, paperHeaderFormSchema, type PaperHeaderFormValues } from "./paper-header-form-schema";

const REQUIRED = requiredFieldsOf(paperHeaderFormSchema);

/**
 * School name, class, subject, full marks and date of a question paper. It is its own <form> (id
 * `formId`) so the page's Generate button, placed after the questions, can submit it.
 */
export function PaperHeaderCard({
  form,
  formId,
  onSubmit,
}: {
  form: UseFormReturn<PaperHeaderFormValues>;
  formId: string;
  onSubmit: (values: PaperHeaderFormValues) => void | Promise<void>;
}) {
  const { t, i18n } = useTranslation("printTools");
  const { errors } = form.formState;
  // Examples, never values: what is in a field is what prints.
  const sample = samplePaperHeader(i18n.language === "hi" ? "hi" : "en");
  const field = fieldProps(errors, REQUIRED, (message) => fieldMessage(t, message));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("common.header.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          id={formId}
          className="grid gap-4 sm:grid-cols-2"
          noValidate
          onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        >
          <div className="sm:col-span-2">
            <FormField label={t("common.header.schoolName")} {...field("schoolName")}>
              <Input
                autoComplete="organization"
                maxLength={PAPER_HEADER_LIMITS.schoolName}
                placeholder={sample.schoolName}
                {...form.register("schoolName")}
              />
            </FormField>
          </div>
          <FormField label={t("common.header.className")} {...field("className")}>
            <Input
              autoComplete="off"
              maxLength={PAPER_HEADER_LIMITS.className}
              placeholder={sample.className}
              {...form.register("className")}
            />
          </FormField>
          <FormField label={t("common.header.subject")} {...field("subject")}>
            <Input
              autoComplete="off"
              maxLength={PAPER_HEADER_LIMITS.subject}
              placeholder={sample.subject}
              {...form.register("subject")}
            />
          </FormField>
          <FormField label={t("common.header.fullMarks")} {...field("fullMarks")}>
            <Input
              autoComplete="off"
              maxLength={PAPER_HEADER_LIMITS.fullMarks}
              placeholder={sample.fullMarks}
              {...form.register("fullMarks")}
            />
          </FormField>
          <FormField label={t("common.header.date")} {...field("date")}>
            <Input type="date" {...form.register("date")} />
          </FormField>
        </form>
      </CardContent>
    </Card>
  );
}
