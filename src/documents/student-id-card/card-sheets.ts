import type { DocumentOptions } from "../document-options";
import { documentLabels } from "../labels/labels";
import { createPdf } from "../pdf/create-pdf";
import { CARDS_PER_SHEET, cardSlot } from "./card-layout";
import { drawCutMarks } from "./draw-cut-marks";
import { drawIdCard, type CardContent } from "./draw-id-card";

/** Lays cards out on A4 sheets, 8 to a sheet, each with cut marks; shared by the one- and many-card PDFs. */
export async function printCardSheets(
  cards: readonly CardContent[],
  options: DocumentOptions,
  title: string,
): Promise<Uint8Array> {
  const labels = documentLabels(options.language).idCard;
  const { doc, finish } = await createPdf({ ...options, title });
  cards.forEach((card, index) => {
    if (index % CARDS_PER_SHEET === 0) doc.addPage();
    const { x, y } = cardSlot(index);
    drawCutMarks(doc, x, y);
    drawIdCard(doc, card, labels, x, y);
  });
  return finish();
}
