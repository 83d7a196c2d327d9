import { drawTextLine } from "../pdf/draw-text";
import type { PdfDocument } from "../pdf/pdf-document";
import { lineHeight, type TextStyle } from "../pdf/text-style";
import type { Point } from "./omr-template";

/** Noto's line box is tall for Devanagari marks; Latin capitals sit this share of a size above its centre. */
const LATIN_RAISE = 0.06;

/** An empty circle with its option letter (or digit) faintly inside, so the student sees what to fill. */
export function drawBubble(doc: PdfDocument, centre: Point, radius: number, letter: string, style: TextStyle): void {
  doc.save().lineWidth(0.8).strokeColor("#222222").circle(centre.x, centre.y, radius).stroke().restore();
  drawCentredText(doc, letter, centre, style);
}

/** One short text centred on a point. */
export function drawCentredText(doc: PdfDocument, text: string, centre: Point, style: TextStyle): void {
  const height = lineHeight(style);
  const width = 4 * height;
  const y = centre.y - height / 2 + LATIN_RAISE * style.size;
  drawTextLine(doc, text, { x: centre.x - width / 2, y, width, align: "center" }, style);
}
