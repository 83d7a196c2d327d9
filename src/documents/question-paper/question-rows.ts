import { drawTextLine, measureText } from "../pdf/draw-text";
import type { PageFlow } from "../pdf/page-flow";
import type { PdfDocument } from "../pdf/pdf-document";
import { lineHeight, type TextStyle } from "../pdf/text-style";
import { wrapText } from "../pdf/wrap-text";

/** One horizontal slice of a question (a text line, a row of options) that is never split. */
export interface Row {
  readonly height: number;
  draw(y: number): void;
}

export function rowsHeight(rows: readonly Row[]): number {
  return rows.reduce((sum, row) => sum + row.height, 0);
}

/**
 * Wraps `text` to `width` and returns one row per line; `label` (the question number or "(A)")
 * prints on the first line `labelWidth` to the left of the text, so following lines hang under the text.
 */
export function labelledTextRows(
  doc: PdfDocument,
  label: string,
  text: string,
  box: { x: number; labelWidth: number; width: number },
  style: TextStyle,
): Row[] {
  const textX = box.x + box.labelWidth;
  const lines = wrapText(text, box.width - box.labelWidth, (t) => measureText(doc, t, style));
  const height = lineHeight(style);
  return lines.map((line, index) => ({
    height,
    draw(y: number) {
      if (index === 0) drawTextLine(doc, label, { x: box.x, y }, style);
      drawTextLine(doc, line, { x: textX, y }, style);
    },
  }));
}

/** Draws rows one under another from `y`; returns the y below them. */
export function drawRows(rows: readonly Row[], y: number): number {
  for (const row of rows) {
    row.draw(y);
    y += row.height;
  }
  return y;
}

/**
 * Places one question in a page flow. It stays whole on one page when it can (moving to a new page
 * if it does not fit below the cursor); a question taller than a page starts where at least its first
 * row fits — so a number is never parted from its first line — and continues row by row.
 */
export function flowQuestion(flow: PageFlow, rows: readonly Row[], gapBefore: number): void {
  const [first] = rows;
  if (!first) return;
  const total = rowsHeight(rows);
  const keepTogether = total <= flow.pageHeight ? total : first.height;
  if (flow.fits(gapBefore + keepTogether)) flow.y += gapBefore;
  else flow.newPage();
  for (const row of rows) {
    if (!flow.fits(row.height)) flow.newPage();
    row.draw(flow.y);
    flow.y += row.height;
  }
}
