import { formatDocumentDate } from "../dates";
import type { DocumentLabels } from "../labels/labels";
import { drawTextLine, measureText } from "../pdf/draw-text";
import type { PdfDocument } from "../pdf/pdf-document";
import { lineHeight, type TextStyle } from "../pdf/text-style";
import { truncateText } from "../pdf/truncate-text";
import type { PaperHeader } from "./paper-header-schema";

const SCHOOL_STYLE: TextStyle = { size: 17, weight: "bold" };
const MIN_SCHOOL_SIZE = 11;
const FIELD_STYLE: TextStyle = { size: 11 };
const RULE_GAP = 5;
const GAP_AFTER = 10;

/** The header is always this tall (the school name shrinks to one line), so layouts can plan with it. */
export const PAPER_HEADER_HEIGHT = lineHeight(SCHOOL_STYLE) + 2 * lineHeight(FIELD_STYLE) + RULE_GAP + GAP_AFTER;

/** Draws school name, class | subject | full marks, date and a rule; returns the y below it. */
export function drawPaperHeader(
  doc: PdfDocument,
  header: PaperHeader,
  labels: DocumentLabels,
  frame: { x: number; y: number; width: number },
): number {
  const { x, width } = frame;
  let y = frame.y;

  // Shrink a long school name rather than wrap it, so the header height never changes.
  const naturalWidth = measureText(doc, header.schoolName, SCHOOL_STYLE);
  const size = Math.max(MIN_SCHOOL_SIZE, Math.min(SCHOOL_STYLE.size, (SCHOOL_STYLE.size * width) / naturalWidth));
  const schoolStyle: TextStyle = { ...SCHOOL_STYLE, size, leading: lineHeight(SCHOOL_STYLE) / size };
  const school = truncateText(header.schoolName, width, (text) => measureText(doc, text, schoolStyle));
  drawTextLine(doc, school, { x, y, width, align: "center" }, schoolStyle);
  y += lineHeight(SCHOOL_STYLE);

  const third = width / 3 - 6;
  const fit = (text: string) => truncateText(text, third, (t) => measureText(doc, t, FIELD_STYLE));
  drawTextLine(doc, fit(header.className), { x, y, width, align: "left" }, FIELD_STYLE);
  drawTextLine(doc, fit(header.subject), { x, y, width, align: "center" }, FIELD_STYLE);
  drawTextLine(doc, fit(header.fullMarks), { x, y, width, align: "right" }, FIELD_STYLE);
  y += lineHeight(FIELD_STYLE);

  if (header.date) {
    const date = `${labels.paper.date}: ${formatDocumentDate(header.date)}`;
    drawTextLine(doc, date, { x, y, width, align: "right" }, FIELD_STYLE);
  }
  y += lineHeight(FIELD_STYLE) + RULE_GAP;

  doc
    .save()
    .lineWidth(0.8)
    .strokeColor("#000000")
    .moveTo(x, y)
    .lineTo(x + width, y)
    .stroke()
    .restore();
  return y + GAP_AFTER;
}
