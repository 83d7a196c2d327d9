import type { DocumentLabels } from "../labels/labels";
import { drawTextLine, measureText } from "../pdf/draw-text";
import type { PdfDocument } from "../pdf/pdf-document";
import type { TextStyle } from "../pdf/text-style";
import { truncateText } from "../pdf/truncate-text";
import { CONTENT_LEFT, CONTENT_RIGHT, FOOTER_TOP, INSTRUCTIONS_TOP, TITLE_TOP } from "./omr-geometry";
import { drawBubble, drawDisc } from "./draw-bubble";
import type { OmrPage, OmrTemplate } from "./omr-template";

const TITLE_STYLE: TextStyle = { size: 14, weight: "bold" };
const NOTE_STYLE: TextStyle = { size: 7.5, color: "#222222" };
const WIDTH = CONTENT_RIGHT - CONTENT_LEFT;

/** The solid corner markers a scanner finds first to undo skew and scale. */
export function drawMarkers(doc: PdfDocument, template: OmrTemplate): void {
  doc.save().fillColor("#000000");
  for (const marker of template.markers) doc.rect(marker.x, marker.y, marker.width, marker.height);
  doc.fill().restore();
}

/** The orientation dot, and the page code: its filled bubbles solid, the others as empty rings. */
export function drawPageMarks(doc: PdfDocument, template: OmrTemplate, page: OmrPage): void {
  const { orientationMark, pageCode } = template;
  drawDisc(doc, orientationMark, orientationMark.radius);
  const filled = new Set(page.code.filled);
  pageCode.bubbles.forEach((bubble, index) => {
    if (filled.has(index)) drawDisc(doc, bubble, pageCode.bubbleRadius);
    else drawBubble(doc, bubble, pageCode.bubbleRadius);
  });
}

/** Title and the filling instructions over the header band. */
export function drawTitle(doc: PdfDocument, labels: DocumentLabels): void {
  drawTextLine(doc, labels.omr.title, { x: CONTENT_LEFT, y: TITLE_TOP, width: WIDTH, align: "center" }, TITLE_STYLE);
  const note = truncateText(labels.omr.instructions, WIDTH, (text) => measureText(doc, text, NOTE_STYLE));
  drawTextLine(doc, note, { x: CONTENT_LEFT, y: INSTRUCTIONS_TOP, width: WIDTH, align: "center" }, NOTE_STYLE);
}

export function drawFooter(doc: PdfDocument, labels: DocumentLabels, page: number, pages: number): void {
  drawTextLine(
    doc,
    labels.omr.page(page, pages),
    { x: CONTENT_LEFT, y: FOOTER_TOP, width: WIDTH, align: "center" },
    NOTE_STYLE,
  );
}
