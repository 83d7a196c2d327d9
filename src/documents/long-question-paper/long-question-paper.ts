import type { DocumentOptions } from "../document-options";
import { documentLabels, type DocumentLabels } from "../labels/labels";
import { createPdf } from "../pdf/create-pdf";
import { A4 } from "../pdf/page-geometry";
import type { PdfDocument } from "../pdf/pdf-document";
import { drawPaperHeader, PAPER_HEADER_HEIGHT } from "../question-paper/paper-header";
import { flowPaper } from "../question-paper/flow-paper";
import type { PaperHeader } from "../question-paper/paper-header-schema";
import { numberedQuestionRows } from "../question-paper/numbered-question";
import { PAPER_CONTENT_WIDTH, PAPER_MARGIN_X, QUESTION_GAP } from "../question-paper/paper-layout";
import { drawRows, rowsHeight, type Row } from "../question-paper/question-rows";
import { longQuestionPaperSchema, type LongQuestionPaperInput } from "./long-question-paper-schema";

/** Each half of a two-copy sheet: content starts this far below the half's top edge… */
export const HALF_PAGE_TOP = 28;
/** …and must end this far above the half's bottom edge (the cut line, or the paper's edge). */
export const HALF_PAGE_BOTTOM_GAP = 22;
export const HALF_PAGE_CONTENT_HEIGHT = A4.height / 2 - HALF_PAGE_TOP - HALF_PAGE_BOTTOM_GAP;

/**
 * Long_Question_Paper.pdf. A paper that fits in half an A4 page is printed twice on one sheet,
 * with a dashed cut line between the copies (one sheet, two students); otherwise it flows over pages.
 */
export async function generateLongQuestionPaper(
  data: LongQuestionPaperInput,
  options: DocumentOptions,
): Promise<Uint8Array> {
  const paper = longQuestionPaperSchema.parse(data);
  const labels = documentLabels(options.language);
  const { doc, finish } = await createPdf({ ...options, title: paper.header.schoolName });
  const questions = paper.questions.map((text, index) => numberedQuestionRows(doc, index, text));
  const contentHeight =
    PAPER_HEADER_HEIGHT +
    questions.reduce((sum, rows) => sum + rowsHeight(rows), 0) +
    (questions.length - 1) * QUESTION_GAP;

  if (contentHeight <= HALF_PAGE_CONTENT_HEIGHT) drawTwoCopies(doc, paper.header, labels, questions);
  else flowPaper(doc, paper.header, labels, questions);
  return finish();
}

function drawTwoCopies(doc: PdfDocument, header: PaperHeader, labels: DocumentLabels, questions: Row[][]): void {
  doc.addPage();
  for (const halfTop of [0, A4.height / 2]) {
    let y = drawPaperHeader(doc, header, labels, {
      x: PAPER_MARGIN_X,
      y: halfTop + HALF_PAGE_TOP,
      width: PAPER_CONTENT_WIDTH,
    });
    for (const [index, rows] of questions.entries()) y = drawRows(rows, y + (index > 0 ? QUESTION_GAP : 0));
  }
  const cutY = A4.height / 2;
  doc.save().lineWidth(0.6).strokeColor("#555555").dash(5, { space: 4 });
  doc
    .moveTo(18, cutY)
    .lineTo(A4.width - 18, cutY)
    .stroke();
  doc.undash().restore();
}
