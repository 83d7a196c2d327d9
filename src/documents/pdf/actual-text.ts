import type { PdfDocument } from "./pdf-document";

/**
 * Runs `draw` inside a /Span marked-content sequence whose ActualText is `actual`, so extractors
 * (pdftotext, copy and paste) read Devanagari in typed order instead of visual glyph order.
 * poppler places a span using the transform current at its EMC, and pdfkit draws each text fragment
 * inside `q <flip> cm … Q`; so BDC/EMC must sit inside that q…Q. We hook this document's save/restore
 * for the one draw call to put them there (a span around the whole call would land mirrored on the page).
 */
export function withActualText(doc: PdfDocument, actual: string, draw: () => void): void {
  const save = doc.save;
  const restore = doc.restore;
  let depth = 0;
  doc.save = function (this: PdfDocument) {
    save.call(this);
    if (depth++ === 0) this.markContent("Span", { actual });
    return this;
  };
  doc.restore = function (this: PdfDocument) {
    if (--depth === 0) this.endMarkedContent();
    return restore.call(this);
  };
  try {
    draw();
  } finally {
    doc.save = save;
    doc.restore = restore;
  }
}
