import type { PdfDocument } from "../pdf/pdf-document";
import { CARD_HEIGHT, CARD_WIDTH, CUT_MARK_LENGTH, CUT_MARK_OFFSET } from "./card-layout";

/** Crop marks at a card's four corners, outside the card, in line with its edges. */
export function drawCutMarks(doc: PdfDocument, x: number, y: number): void {
  const near = CUT_MARK_OFFSET;
  const far = CUT_MARK_OFFSET + CUT_MARK_LENGTH;
  doc.save().lineWidth(0.4).strokeColor("#000000");
  for (const [cornerX, cornerY, dx, dy] of [
    [x, y, -1, -1],
    [x + CARD_WIDTH, y, 1, -1],
    [x, y + CARD_HEIGHT, -1, 1],
    [x + CARD_WIDTH, y + CARD_HEIGHT, 1, 1],
  ] as const) {
    doc.moveTo(cornerX + dx * near, cornerY).lineTo(cornerX + dx * far, cornerY);
    doc.moveTo(cornerX, cornerY + dy * near).lineTo(cornerX, cornerY + dy * far);
  }
  doc.stroke().restore();
}
