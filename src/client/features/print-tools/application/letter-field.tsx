import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
import { fieldProps, requiredFieldsOf } from "../../../lib/form-field-props";
import { fieldMessage } from "../components/form-message";
import "../i18n";
import { applicationFormSchema, maxLengthOfField, type ApplicationFormValues } from "./application-form-schema";

const REQUIRED = requiredFieldsOf(applicationFormSchema);

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
  const field = fieldProps(form.formState.errors, REQUIRED, (message) => fieldMessage(t, message));
  return (
    <FormField label={t(`application.${name}`)} {...field(name)} hint={hint}>
      {kind === "body" ? <Textarea rows={10} {...control} /> : <Input type={kind} autoComplete="off" {...control} />}
    </FormField>
  );
}
