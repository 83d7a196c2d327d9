import { useTranslation } from "react-i18next";
import { z } from "zod";
import { DOCUMENT_FILE_NAMES } from "@/documents/file-names";
import type { School } from "@/shared/api/school";
import { SchoolGate } from "./components/school-gate";
import { DRAFT_KEYS } from "./drafts/draft-storage";
import { useDraft } from "./drafts/use-draft";
import "./i18n";
import { AddQuestionForm } from "./long-paper/add-question-form";
import { QuestionPaperTool } from "./paper/question-paper-tool";

/** SPEC §3: `longQuestions` is a list of strings. */
const storedQuestionsSchema = z.array(z.string());

export default function LongQuestionPaperPage() {
  return <SchoolGate>{(school) => <LongQuestionPaper school={school} />}</SchoolGate>;
}

function LongQuestionPaper({ school }: { school: School | null }) {
  const { t } = useTranslation(["printTools", "common"]);
  const [questions, setQuestions] = useDraft(DRAFT_KEYS.longQuestions, storedQuestionsSchema, []);
  return (
    <QuestionPaperTool<string>
      texts="longPaper"
      title={t("common:titles.longQuestionPaper")}
      school={school}
      headerDraftKey={DRAFT_KEYS.longPaperHeader}
      questions={questions}
      setQuestions={setQuestions}
      addForm={(onAdd) => <AddQuestionForm onAdd={onAdd} />}
      renderQuestion={(text) => text}
      reorderable
      fileName={DOCUMENT_FILE_NAMES.longQuestionPaper}
      loadGenerator={() =>
        import("@/documents/long-question-paper/long-question-paper").then((module) => module.generateLongQuestionPaper)
      }
    />
  );
}
