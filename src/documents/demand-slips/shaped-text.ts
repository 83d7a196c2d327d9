import { splitScriptRuns } from "../pdf/script-runs";
import type { FontWeight } from "../pdf/text-style";
import type { EmbeddedFont, GlyphPosition } from "./embedded-fonts";
import { FigureGlyphs } from "./figure-glyphs";

/** One line of text turned into PDF text-showing operators, relative to where it starts. */
export interface ShapedLine {
  /** `TJ`/`Td` operators (and ActualText spans around Devanagari) to run after a `Tm` at the start point. */
  readonly ops: string;
  /** Advance width in points. */
  readonly width: number;
}

/** Numbers as PDF wants them: short, two decimals at most (0.01 pt is far below what prints). */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** UTF-16BE hex with a byte-order mark: a PDF text string that needs no escaping. */
function utf16Hex(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0");
  return hex;
}

/**
 * Shapes text with pdfkit's fonts and keeps the resulting operators per (weight, size, text).
 * A bill run repeats the same labels, amounts and fee names thousands of times, so each distinct
 * string is shaped, measured and formatted once; drawing it again is a string concatenation.
 */
export class ShapedTextCache {
  /** Per weight and size, the lines by text: two small look-ups instead of building a key string per draw. */
  private readonly cache = new Map<FontWeight, Map<number, Map<string, ShapedLine>>>();
  /** Per weight, once a figure-only string is met: its figures' glyphs, or null to lay out every string. */
  private readonly figures = new Map<FontWeight, FigureGlyphs | null>();

  constructor(private readonly fonts: Record<FontWeight, EmbeddedFont>) {}

  line(text: string, weight: FontWeight, size: number): ShapedLine {
    let sizes = this.cache.get(weight);
    if (!sizes) this.cache.set(weight, (sizes = new Map()));
    let lines = sizes.get(size);
    if (!lines) sizes.set(size, (lines = new Map()));
    let shaped = lines.get(text);
    if (!shaped) {
      const figures = FigureGlyphs.fits(text) ? this.figureGlyphs(weight) : null;
      shaped = figures ? figures.line(text, size) : shapeLine(text, this.fonts[weight], size);
      lines.set(text, shaped);
    }
    return shaped;
  }

  width(text: string, weight: FontWeight, size: number): number {
    return this.line(text, weight, size).width;
  }

  private figureGlyphs(weight: FontWeight): FigureGlyphs | null {
    let figures = this.figures.get(weight);
    if (figures === undefined) {
      const font = this.fonts[weight];
      figures = FigureGlyphs.forFont(font, (text, size) => shapeLine(text, font, size));
      this.figures.set(weight, figures);
    }
    return figures;
  }
}

/**
 * Mirrors pdfkit's own `_fragment`: glyphs go out in `TJ` arrays with kerning adjustments, and a
 * glyph with an offset (Devanagari marks) gets its own `Td`. `Td` is relative, so the result can be
 * replayed at any position. Devanagari runs are shaped on their own (fontkit shapes one script per
 * word) and wrapped in an ActualText span so text extraction reads them in typed order.
 */
export function shapeLine(text: string, font: EmbeddedFont, size: number): ShapedLine {
  const scale = size / 1000;
  const ops: string[] = [];
  let pen = 0; // advance so far, in points
  let lineX = 0; // origin of the last Td, relative to the start
  let lineY = 0;
  for (const run of splitScriptRuns(text)) {
    const [glyphs, positions] = font.encode(run.text);
    if (run.script === "devanagari") ops.push(`/Span <</ActualText <${utf16Hex(run.text)}>>> BDC`);
    let items: string[] = []; // TJ array entries: glyph strings and kerning adjustments
    let hex = ""; // glyphs waiting for the next adjustment or flush
    let moved = false;
    const flush = () => {
      if (hex) items.push(`<${hex}>`);
      if (items.length) ops.push(`[${items.join(" ")}] TJ`);
      items = [];
      hex = "";
    };
    const moveTo = (x: number, y: number) => {
      flush();
      ops.push(`${pdfNumber(x - lineX)} ${pdfNumber(y - lineY)} Td`);
      lineX = x;
      lineY = y;
    };
    for (let i = 0; i < glyphs.length; i++) {
      const position = positions[i] as GlyphPosition;
      if (position.xOffset || position.yOffset) {
        moveTo(pen + position.xOffset * scale, position.yOffset * scale);
        moved = true;
      } else if (moved) {
        moveTo(pen, 0);
        moved = false;
      }
      hex += glyphs[i];
      const kerning = position.xAdvance - position.advanceWidth;
      if (kerning !== 0) {
        items.push(`<${hex}> ${pdfNumber(-kerning)}`);
        hex = "";
      }
      if (moved) flush();
      pen += position.xAdvance * scale;
    }
    flush();
    if (moved) moveTo(pen, 0);
    if (run.script === "devanagari") ops.push("EMC");
  }
  return { ops: ops.join(" "), width: pen };
}
