import type { PdfDocument } from "../pdf/pdf-document";
import {
  PAPER_CONTENT_WIDTH,
  PAPER_MARGIN_X,
  QUESTION_NUMBER_WIDTH,
  QUESTION_STYLE,
  questionNumberLabel,
} from "./paper-layout";
import { labelledTextRows, type Row } from "./question-rows";

/** A question's text wrapped under its number ("01."), the same on both papers. */
export function numberedQuestionRows(doc: PdfDocument, index: number, text: string): Row[] {
  const box = { x: PAPER_MARGIN_X, labelWidth: QUESTION_NUMBER_WIDTH, width: PAPER_CONTENT_WIDTH };
  return labelledTextRows(doc, questionNumberLabel(index), text, box, QUESTION_STYLE);
}
