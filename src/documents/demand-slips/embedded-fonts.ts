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

/** pdfkit's own fields behind `encode`: fontkit's parsed font and the layouts it has made per word. */
interface PdfKitFontInternals {
  readonly font: object;
  layoutCache?: Record<string, unknown>;
}

/** Words laid out by fontkit, per parsed font, kept from one Bills.pdf to the next. */
const sharedLayouts = new WeakMap<object, Record<string, unknown>>();
/** A run's vocabulary is a few hundred words; a cache grown past this starts again. */
const MAX_SHARED_WORDS = 20_000;

/**
 * Selects each registered weight once and keeps pdfkit's font object for it. Its per-word layout
 * cache is shared with the previous documents on the same parsed font (createPdf keeps those): a
 * word's glyphs and positions depend only on the font, so the next run of 2,000 slips lays out no
 * word again, while `encode` still adds each glyph to this document's own subset, in the same order.
 */
export function embeddedFonts(doc: PdfDocument): Record<FontWeight, EmbeddedFont> {
  const pick = (weight: FontWeight) => {
    const font = (doc.font(weight) as unknown as { _font: EmbeddedFont & PdfKitFontInternals })._font;
    if (font.layoutCache) {
      const shared = sharedLayouts.get(font.font);
      if (shared && Object.keys(shared).length < MAX_SHARED_WORDS) font.layoutCache = shared;
      else sharedLayouts.set(font.font, font.layoutCache);
    }
    return font;
  };
  return { regular: pick("regular"), bold: pick("bold") };
}

/** Puts the fonts into the current page's resources, as pdfkit's `text()` does on first use per page. */
export function addFontsToPage(doc: PdfDocument, fonts: Record<FontWeight, EmbeddedFont>): void {
  const resources = doc.page.fonts as Record<string, unknown>;
  for (const font of Object.values(fonts)) resources[font.id] ??= font.ref();
}
