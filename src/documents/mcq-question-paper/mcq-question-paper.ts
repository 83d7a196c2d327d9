import type { DocumentOptions } from "../document-options";
import { documentLabels } from "../labels/labels";
import { createPdf } from "../pdf/create-pdf";
import { flowPaper } from "../question-paper/flow-paper";
import { numberedQuestionRows } from "../question-paper/numbered-question";
import { mcqQuestionPaperSchema, type McqQuestionPaperInput } from "./mcq-question-paper-schema";
import { optionRows } from "./option-rows";

/**
 * MCQ_Question_Paper.pdf: the question papers' header, then each question with its options A–D.
 * A question and its options are one unit: it moves whole to a new page when it would pass
 * page height − 30 (SPEC §9), so a student never turns the page to find the options.
 */
export async function generateMcqQuestionPaper(
  data: McqQuestionPaperInput,
  options: DocumentOptions,
): Promise<Uint8Array> {
  const paper = mcqQuestionPaperSchema.parse(data);
  const labels = documentLabels(options.language);
  const { doc, finish } = await createPdf({ ...options, title: paper.header.schoolName });
  const questions = paper.questions.map((question, index) => [
    ...numberedQuestionRows(doc, index, question.text),
    ...optionRows(doc, question),
  ]);
  flowPaper(doc, paper.header, labels, questions);
  return finish();
}
