import type { DocumentOptions } from "../document-options";
import { documentLabels } from "../labels/labels";
import { createPdf } from "../pdf/create-pdf";
import { drawAnswers } from "./draw-omr-answers";
import { drawFooter, drawMarkers, drawPageMarks, drawTitle } from "./draw-omr-frame";
import { drawFields, drawRollGrid, drawRollHint } from "./draw-omr-header";
import type { OmrSheetInput } from "./omr-sheet-schema";
import { omrSheetTemplate } from "./omr-template";

/**
 * omr-sheet.pdf (SPEC §9): A4, 4 columns of up to 45 questions, bubbles A–D, a header to fill in,
 * 180 questions a page and more on further pages. Everything is drawn from `omrSheetTemplate`, the
 * JSON layout offered beside the PDF, so a scanner configured from it reads this very sheet.
 */
export async function generateOmrSheet(data: OmrSheetInput, options: DocumentOptions): Promise<Uint8Array> {
  const template = omrSheetTemplate(data);
  const labels = documentLabels(options.language);
  const { doc, finish } = await createPdf({ ...options, title: labels.omr.title });
  for (const page of template.pages) {
    doc.addPage();
    drawMarkers(doc, template);
    drawPageMarks(doc, template, page);
    drawTitle(doc, labels);
    drawFields(doc, template, labels);
    drawRollHint(doc, template, labels);
    drawRollGrid(doc, template, labels);
    drawAnswers(doc, template, page);
    drawFooter(doc, labels, page.page, template.pageCount);
  }
  return finish();
}
