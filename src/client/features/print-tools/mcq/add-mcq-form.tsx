import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
import { fieldProps, requiredFieldsOf } from "../../../lib/form-field-props";
import { fieldMessage } from "../components/form-message";
import { DRAFT_KEYS } from "../drafts/draft-storage";
import { useDraftForm } from "../drafts/use-draft-form";
import "../i18n";
import { EMPTY_MCQ, MCQ_LIMITS, mcqFormSchema, OPTION_FIELDS, type McqQuestion } from "./mcq-form-schema";

const LETTERS = { optionA: "A", optionB: "B", optionC: "C", optionD: "D" } as const;
const REQUIRED = requiredFieldsOf(mcqFormSchema);

/** A question with options A–D and Add MCQ; each empty field says so next to itself. */
export function AddMcqForm({ onAdd }: { onAdd: (question: McqQuestion) => void }) {
  const { t } = useTranslation("printTools");
  const form = useDraftForm(DRAFT_KEYS.mcqNewQuestion, mcqFormSchema, EMPTY_MCQ);
  const field = fieldProps(form.formState.errors, REQUIRED, (message) => fieldMessage(t, message));
  const onSubmit = form.handleSubmit((question) => {
    onAdd(question);
    form.reset(EMPTY_MCQ);
    form.setFocus("text");
  });
  return (
    <form className="space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField label={t("mcq.question")} {...field("text")}>
        <Textarea rows={2} maxLength={MCQ_LIMITS.text} {...form.register("text")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {OPTION_FIELDS.map((option) => (
          <FormField key={option} label={t("mcq.option", { letter: LETTERS[option] })} {...field(option)}>
            <Input autoComplete="off" maxLength={MCQ_LIMITS.option} {...form.register(option)} />
          </FormField>
        ))}
      </div>
      <Button type="submit" variant="outline" className="w-full sm:w-auto">
        <Plus aria-hidden />
        {t("mcq.add")}
      </Button>
    </form>
  );
}
