import { ListOrdered } from "lucide-react";
import { useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import type { PaperHeader } from "@/documents/question-paper/paper-header-schema";
import type { School } from "@/shared/api/school";
import { EmptyState } from "../../../components/empty-state";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import type { DocumentGenerator } from "../../../lib/print/print-document";
import { ToolPage } from "../components/tool-page";
import { GenerateButton } from "../generate/generate-button";
import { PrintNotice } from "../generate/print-notice";
import { usePrintAction } from "../generate/use-print-action";
import "../i18n";
import { moveItem } from "./move-item";
import { PaperHeaderCard } from "./paper-header-card";
import type { PaperHeaderFormValues } from "./paper-header-form-schema";
import { QuestionList } from "./question-list";
import { usePaperHeaderForm } from "./use-paper-header-form";

export interface QuestionPaperToolProps<Q> {
  /** The tool's texts namespace inside printTools: "longPaper" or "mcq". */
  texts: "longPaper" | "mcq";
  title: string;
  school: School | null;
  headerDraftKey: string;
  questions: Q[];
  setQuestions: Dispatch<SetStateAction<Q[]>>;
  /** The add form; it calls `onAdd` with a checked question. */
  addForm: (onAdd: (question: Q) => void) => ReactNode;
  renderQuestion: (question: Q) => ReactNode;
  /** Long questions can be reordered; MCQs have SPEC's visible Remove. */
  reorderable: boolean;
  fileName: string;
  loadGenerator: () => Promise<DocumentGenerator<{ header: PaperHeader; questions: Q[] }>>;
}

/**
 * The long-question and MCQ papers share everything but their questions: the header form (a draft,
 * remembered for the school's next paper once printed),
 * the numbered list, the rule that a paper needs a question, and Generate with its confirmation.
 */
export function QuestionPaperTool<Q>({
  texts,
  title,
  school,
  headerDraftKey,
  questions,
  setQuestions,
  addForm,
  renderQuestion,
  reorderable,
  fileName,
  loadGenerator,
}: QuestionPaperToolProps<Q>) {
  const { t } = useTranslation("printTools");
  const { form: header, remember } = usePaperHeaderForm(headerDraftKey, school);
  const [listError, setListError] = useState<string>();
  const { state, print, generating } = usePrintAction(
    texts === "longPaper" ? "long-question-paper" : "mcq-question-paper",
  );
  const formId = `${texts}-paper-header`;

  const generate = async (values: PaperHeaderFormValues) => {
    if (questions.length === 0) return setListError(t(`${texts}.errors.noQuestions`));
    if (await print({ loadGenerator, data: { header: values, questions }, fileName })) remember(values);
  };
  const add = (question: Q) => {
    setQuestions((list) => [...list, question]);
    setListError(undefined);
  };

  return (
    <ToolPage title={title} subtitle={t(`${texts}.subtitle`)}>
      <PaperHeaderCard form={header} formId={formId} onSubmit={generate} />
      <Card>
        <CardHeader>
          <CardTitle>{t(`${texts}.questionsTitle`)}</CardTitle>
          <p className="text-sm text-slate-600">{t(`${texts}.count`, { count: questions.length })}</p>
        </CardHeader>
        <CardContent className="space-y-4">
          {addForm(add)}
          {questions.length === 0 ? (
            <EmptyState icon={ListOrdered} title={t(`${texts}.empty`)} text={t(`${texts}.emptyText`)} />
          ) : (
            <QuestionList
              label={t(`${texts}.questionsTitle`)}
              items={questions}
              renderItem={renderQuestion}
              onRemove={(index) => setQuestions((list) => list.filter((_, i) => i !== index))}
              onMove={reorderable ? (index, step) => setQuestions((list) => moveItem(list, index, step)) : undefined}
              removeLabel={(number) => t(`${texts}.removeLabel`, { number })}
              removeText={reorderable ? undefined : t(`${texts}.remove`)}
            />
          )}
          {listError ? (
            <p role="alert" className="text-sm text-red-600">
              {listError}
            </p>
          ) : null}
        </CardContent>
      </Card>
      <div className="space-y-3">
        <GenerateButton form={formId} generating={generating} />
        <PrintNotice state={state} />
        <p className="text-xs text-slate-500">{t("common.draftSaved")}</p>
      </div>
    </ToolPage>
  );
}
