import type { DocumentLabels } from "../labels/labels";
import { drawTextLine, measureText } from "../pdf/draw-text";
import type { PdfDocument } from "../pdf/pdf-document";
import { lineHeight, type TextStyle } from "../pdf/text-style";
import { truncateText } from "../pdf/truncate-text";
import { drawBubble } from "./draw-bubble";
import type { OmrFieldName, OmrTemplate } from "./omr-template";

const FIELD_LABEL_STYLE: TextStyle = { size: 8.5, weight: "bold" };
const ROLL_LABEL_STYLE: TextStyle = { size: 8, weight: "bold" };
const HINT_STYLE: TextStyle = { size: 6.5, color: "#444444" };

function fieldLabel(labels: DocumentLabels, name: OmrFieldName): string {
  return name === "invigilator" ? labels.omr.invigilator : labels.omr[name];
}

/** Write-in fields: a label, then a line to write on along the field's bottom edge. */
export function drawFields(doc: PdfDocument, template: OmrTemplate, labels: DocumentLabels): void {
  for (const field of template.fields) {
    const label = truncateText(fieldLabel(labels, field.name), field.width, (text) =>
      measureText(doc, text, FIELD_LABEL_STYLE),
    );
    drawTextLine(doc, label, { x: field.x, y: field.y }, FIELD_LABEL_STYLE);
    const lineY = field.y + field.height;
    doc
      .save()
      .lineWidth(0.6)
      .strokeColor("#000000")
      .moveTo(field.x, lineY)
      .lineTo(field.x + field.width, lineY)
      .stroke()
      .restore();
  }
}

/** The roll number: boxes to write the digits in, and under each a column of 0–9 bubbles to fill. */
export function drawRollGrid(doc: PdfDocument, template: OmrTemplate, labels: DocumentLabels): void {
  const grid = template.rollNumber;
  doc
    .save()
    .lineWidth(0.8)
    .strokeColor("#000000")
    .rect(grid.frame.x, grid.frame.y, grid.frame.width, grid.frame.height)
    .stroke()
    .restore();
  drawTextLine(
    doc,
    labels.omr.rollNumber,
    { x: grid.label.x, y: grid.label.y, width: grid.label.width, align: "center" },
    ROLL_LABEL_STYLE,
  );
  doc.save().lineWidth(0.6).strokeColor("#000000");
  for (const box of grid.writeInBoxes) doc.rect(box.x, box.y, box.width, box.height);
  doc.stroke().restore();
  for (const bubble of grid.bubbles) drawBubble(doc, bubble, grid.bubbleRadius, String(bubble.value));
}

/** How to fill the roll grid, under the write-in fields (the last field's line + a little). */
export function drawRollHint(doc: PdfDocument, template: OmrTemplate, labels: DocumentLabels): void {
  const last = template.fields.at(-1);
  if (!last) return;
  const y = last.y + last.height + 2;
  const hint = `${labels.omr.rollNumber}: ${labels.omr.rollInstructions}`;
  const fitted = truncateText(hint, last.width, (text) => measureText(doc, text, HINT_STYLE));
  if (y + lineHeight(HINT_STYLE) <= template.rollNumber.frame.y + template.rollNumber.frame.height + 2) {
    drawTextLine(doc, fitted, { x: last.x, y }, HINT_STYLE);
  }
}
