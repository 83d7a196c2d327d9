import { useTranslation } from "react-i18next";
import { DOCUMENT_FILE_NAMES } from "@/documents/file-names";
import type { School } from "@/shared/api/school";
import { SchoolGate } from "./components/school-gate";
import { DRAFT_KEYS } from "./drafts/draft-storage";
import { useDraft } from "./drafts/use-draft";
import "./i18n";
import { AddMcqForm } from "./mcq/add-mcq-form";
import { storedMcqQuestionsSchema, type McqQuestion } from "./mcq/mcq-form-schema";
import { McqItem } from "./mcq/mcq-item";
import { QuestionPaperTool } from "./paper/question-paper-tool";

export default function McqQuestionPaperPage() {
  return <SchoolGate>{(school) => <McqQuestionPaper school={school} />}</SchoolGate>;
}

function McqQuestionPaper({ school }: { school: School | null }) {
  const { t } = useTranslation(["printTools", "common"]);
  const [questions, setQuestions] = useDraft(DRAFT_KEYS.mcqQuestions, storedMcqQuestionsSchema, []);
  return (
    <QuestionPaperTool<McqQuestion>
      texts="mcq"
      title={t("common:titles.mcqQuestionPaper")}
      school={school}
      headerDraftKey={DRAFT_KEYS.mcqPaperHeader}
      questions={questions}
      setQuestions={setQuestions}
      addForm={(onAdd) => <AddMcqForm onAdd={onAdd} />}
      renderQuestion={(question) => <McqItem question={question} />}
      reorderable={false}
      fileName={DOCUMENT_FILE_NAMES.mcqQuestionPaper}
      loadGenerator={() =>
        import("@/documents/mcq-question-paper/mcq-question-paper").then((module) => module.generateMcqQuestionPaper)
      }
    />
  );
}
