import type { PdfDocument } from "../pdf/pdf-document";
import type { FontWeight } from "../pdf/text-style";

/**
 * The part of pdfkit's EmbeddedFont this document writes with. pdfkit does not type it, but it is
 * what its own `text()` calls: `encode` shapes with fontkit and adds the glyphs to the font subset.
 */
export interface EmbeddedFont {
  readonly id: string;
  readonly ascender: number;
  readonly descender: number;
  encode(text: string): [hexGlyphs: string[], positions: GlyphPosition[]];
  ref(): unknown;
}

/** Glyph metrics in thousandths of an em, as pdfkit scales them. */
export interface GlyphPosition {
  readonly xAdvance: number;
  readonly yAdvance: number;
  readonly xOffset: number;
  readonly yOffset: number;
  readonly advanceWidth: number;
}

/** Selects each registered weight once and keeps pdfkit's font object for it. */
export function embeddedFonts(doc: PdfDocument): Record<FontWeight, EmbeddedFont> {
  const pick = (weight: FontWeight) => (doc.font(weight) as unknown as { _font: EmbeddedFont })._font;
  return { regular: pick("regular"), bold: pick("bold") };
}

/** Puts the fonts into the current page's resources, as pdfkit's `text()` does on first use per page. */
export function addFontsToPage(doc: PdfDocument, fonts: Record<FontWeight, EmbeddedFont>): void {
  const resources = doc.page.fonts as Record<string, unknown>;
  for (const font of Object.values(fonts)) resources[font.id] ??= font.ref();
}
