import { withActualText } from "./actual-text";
import type { PdfDocument } from "./pdf-document";
import { splitScriptRuns } from "./script-runs";
import { applyFont, lineHeight, type TextStyle } from "./text-style";

export type TextAlign = "left" | "center" | "right";

export interface LineBox {
  readonly x: number;
  /** Top of the line box; the text is centred vertically in a box `lineHeight(style)` tall. */
  readonly y: number;
  /** Needed for centre and right alignment. */
  readonly width?: number;
  readonly align?: TextAlign;
}

/** Width of one line of mixed Latin/Devanagari text, measured run by run exactly as it is drawn. */
export function measureText(doc: PdfDocument, text: string, style: TextStyle): number {
  applyFont(doc, style);
  let width = 0;
  for (const run of splitScriptRuns(text)) width += doc.widthOfString(run.text);
  return width;
}

/** Draws one line (no wrapping) and returns its width. */
export function drawTextLine(doc: PdfDocument, text: string, box: LineBox, style: TextStyle): number {
  applyFont(doc, style);
  doc.fillColor(style.color ?? "#000000");
  const runs = splitScriptRuns(text).map((run) => ({ ...run, width: doc.widthOfString(run.text) }));
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  const free = (box.width ?? total) - total;
  let x = box.x + (box.align === "center" ? free / 2 : box.align === "right" ? free : 0);
  // pdfkit puts the ascender line at y; centre the font's ascender-to-descender box in the line box.
  const y = box.y + (lineHeight(style) - doc.currentLineHeight()) / 2;
  for (const run of runs) {
    const at = x;
    const draw = () => void doc.text(run.text, at, y, { lineBreak: false });
    if (run.script === "devanagari") withActualText(doc, run.text, draw);
    else draw();
    x += run.width;
  }
  return total;
}
