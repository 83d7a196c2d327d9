import type { DocumentLabels } from "../labels/labels";
import { PageFlow } from "../pdf/page-flow";
import type { PdfDocument } from "../pdf/pdf-document";
import { drawPaperHeader } from "./paper-header";
import type { PaperHeader } from "./paper-header-schema";
import { PAPER_BOTTOM, PAPER_CONTENT_WIDTH, PAPER_MARGIN_X, PAPER_TOP, QUESTION_GAP } from "./paper-layout";
import { flowQuestion, type Row } from "./question-rows";

/**
 * A question paper over full pages: the header on the first page, then each question (its rows:
 * text lines, option rows) kept whole on one page, a new page when the next one would pass the bottom.
 */
export function flowPaper(
  doc: PdfDocument,
  header: PaperHeader,
  labels: DocumentLabels,
  questions: readonly (readonly Row[])[],
): void {
  const flow = new PageFlow(doc, { top: PAPER_TOP, bottom: PAPER_BOTTOM });
  flow.y = drawPaperHeader(doc, header, labels, { x: PAPER_MARGIN_X, y: flow.y, width: PAPER_CONTENT_WIDTH });
  for (const [index, rows] of questions.entries()) flowQuestion(flow, rows, index > 0 ? QUESTION_GAP : 0);
}
