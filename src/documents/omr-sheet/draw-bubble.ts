import { drawTextLine } from "../pdf/draw-text";
import type { PdfDocument } from "../pdf/pdf-document";
import { lineHeight, type TextStyle } from "../pdf/text-style";
import { EMPTY_BUBBLE_STYLE as EMPTY } from "./omr-geometry";
import type { Point } from "./omr-template";

/** Noto's line box is tall for Devanagari marks; Latin capitals sit this share of a size above its centre. */
const LATIN_RAISE = 0.06;

const grey = (level: number) => `#${level.toString(16).padStart(2, "0").repeat(3)}`;
const LETTER_STYLE: TextStyle = { size: EMPTY.letterSize, color: grey(EMPTY.letterGrey) };

/** An empty circle with its option letter (or digit) faintly inside: light, so a light pencil mark stands out. */
export function drawBubble(doc: PdfDocument, centre: Point, radius: number, letter?: string): void {
  doc
    .save()
    .lineWidth(EMPTY.ringWidth)
    .strokeColor(grey(EMPTY.ringGrey))
    .circle(centre.x, centre.y, radius)
    .stroke()
    .restore();
  if (letter) drawCentredText(doc, letter, centre, LETTER_STYLE);
}

/** A solid black disc: the orientation mark and the page code's pre-filled bubbles. */
export function drawDisc(doc: PdfDocument, centre: Point, radius: number): void {
  doc.save().fillColor("#000000").circle(centre.x, centre.y, radius).fill().restore();
}

/** One short text centred on a point. */
export function drawCentredText(doc: PdfDocument, text: string, centre: Point, style: TextStyle): void {
  const height = lineHeight(style);
  const width = 4 * height;
  const y = centre.y - height / 2 + LATIN_RAISE * style.size;
  drawTextLine(doc, text, { x: centre.x - width / 2, y, width, align: "center" }, style);
}
