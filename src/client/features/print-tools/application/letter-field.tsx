import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
import { fieldMessage } from "../components/form-message";
import "../i18n";
import { maxLengthOfField, type ApplicationFormValues } from "./application-form-schema";

/** One field of the letter: its label and message from the `application` texts, its limit from the generator. */
export function LetterField({
  form,
  name,
  kind = "text",
  placeholder,
  hint,
}: {
  form: UseFormReturn<ApplicationFormValues>;
  name: keyof ApplicationFormValues;
  kind?: "text" | "date" | "body";
  placeholder?: string;
  hint?: string;
}) {
  const { t } = useTranslation("printTools");
  const control = { maxLength: maxLengthOfField(name), placeholder, ...form.register(name) };
  return (
    <FormField label={t(`application.${name}`)} error={fieldMessage(t, form.formState.errors[name]?.message)} hint={hint}>
      {kind === "body" ? <Textarea rows={10} {...control} /> : <Input type={kind} autoComplete="off" {...control} />}
    </FormField>
  );
}
