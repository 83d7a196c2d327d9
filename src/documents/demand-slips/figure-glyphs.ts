import type { EmbeddedFont } from "./embedded-fonts";
import type { ShapedLine } from "./shaped-text";

/** The characters of slip numbers, dates, roll numbers and class numbers. */
const FIGURE_CHARACTERS = "0123456789-.,";
const ONLY_FIGURES = /^[0-9.,-]+$/;

/** Every ordered pair of figure characters side by side: all that kerning or a contextual form could change. */
const EVERY_PAIR = [...FIGURE_CHARACTERS].flatMap((a) => [...FIGURE_CHARACTERS].map((b) => a + b)).join("");

interface FigureGlyph {
  readonly hex: string;
  /** Advance in thousandths of an em, as pdfkit scales it. */
  readonly advance: number;
}

/**
 * Figure-only strings written from one glyph per character instead of a fontkit layout each. Every
 * slip of a run has a slip number no other slip has, and laying out those 2,000 strings was a
 * fifth of a run. It is only used for a font whose figures shape exactly as the sum of their parts:
 * `forFont` lays out every pair of them once and compares, and answers null (fontkit for every
 * string) if a pair kerns, substitutes or moves a glyph.
 */
export class FigureGlyphs {
  private constructor(private readonly glyphs: ReadonlyMap<string, FigureGlyph>) {}

  /** `shapeWhole` is the ordinary shaping the result must agree with. */
  static forFont(font: EmbeddedFont, shapeWhole: (text: string, size: number) => ShapedLine): FigureGlyphs | null {
    const glyphs = new Map<string, FigureGlyph>();
    for (const character of FIGURE_CHARACTERS) {
      const [hex, positions] = font.encode(character);
      const position = positions[0];
      if (
        hex.length !== 1 ||
        !position ||
        position.xOffset ||
        position.yOffset ||
        position.xAdvance !== position.advanceWidth
      )
        return null;
      glyphs.set(character, { hex: hex[0]!, advance: position.xAdvance });
    }
    const figures = new FigureGlyphs(glyphs);
    const whole = shapeWhole(EVERY_PAIR, 1000);
    const composed = figures.line(EVERY_PAIR, 1000);
    return whole.ops === composed.ops && whole.width === composed.width ? figures : null;
  }

  static fits(text: string): boolean {
    return ONLY_FIGURES.test(text);
  }

  /** The same operators and width `shapeLine` gives for a text that `fits` (the width summed in the same order). */
  line(text: string, size: number): ShapedLine {
    const scale = size / 1000;
    let hex = "";
    let width = 0;
    for (const character of text) {
      const glyph = this.glyphs.get(character)!;
      hex += glyph.hex;
      width += glyph.advance * scale;
    }
    return { ops: `[<${hex}>] TJ`, width };
  }
}
