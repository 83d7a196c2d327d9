import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/input";
import { fieldMessage } from "../components/form-message";
import { DRAFT_KEYS } from "../drafts/draft-storage";
import { useDraftForm } from "../drafts/use-draft-form";
import "../i18n";
import { LONG_QUESTION_MAX_LENGTH, newQuestionSchema } from "./new-question-schema";

/** The question textarea and Add Question; the half-written question is a draft too. */
export function AddQuestionForm({ onAdd }: { onAdd: (text: string) => void }) {
  const { t } = useTranslation("printTools");
  const form = useDraftForm(DRAFT_KEYS.longPaperNewQuestion, newQuestionSchema, { text: "" });
  const onSubmit = form.handleSubmit(({ text }) => {
    onAdd(text);
    form.reset({ text: "" });
    form.setFocus("text");
  });
  return (
    <form className="space-y-3" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField label={t("longPaper.question")} error={fieldMessage(t, form.formState.errors.text?.message)} required>
        <Textarea
          rows={3}
          maxLength={LONG_QUESTION_MAX_LENGTH}
          placeholder={t("longPaper.questionPlaceholder")}
          {...form.register("text")}
        />
      </FormField>
      <Button type="submit" variant="outline" className="w-full sm:w-auto">
        <Plus aria-hidden />
        {t("longPaper.add")}
      </Button>
    </form>
  );
}
