import { describe, expect, it } from "vitest";
import { usePdfTools } from "../test-support/inspect";
import { createPdf } from "../pdf/create-pdf";
import type { EmbeddedFont, GlyphPosition } from "./embedded-fonts";
import { embeddedFonts } from "./embedded-fonts";
import { FigureGlyphs } from "./figure-glyphs";
import { shapeLine } from "./shaped-text";

const { fonts } = usePdfTools();

async function documentFonts() {
  const { doc } = await createPdf({ fonts: fonts(), language: "en", title: "figures" });
  return embeddedFonts(doc);
}

/** A font of one glyph per character, 500 wide, that kerns "1" after "1" by -40 when laid out together. */
function kerningFont(): EmbeddedFont {
  return {
    id: "F1",
    ascender: 800,
    descender: -200,
    ref: () => null,
    encode(text: string): [string[], GlyphPosition[]] {
      const characters = [...text];
      const hex = characters.map((character) => character.charCodeAt(0).toString(16).padStart(4, "0"));
      const positions = characters.map((character, i) => {
        const kerned = character === "1" && characters[i + 1] === "1";
        return { xAdvance: kerned ? 460 : 500, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: 500 };
      });
      return [hex, positions];
    },
  };
}

describe("FigureGlyphs", () => {
  it("writes figure strings with the operators and width fontkit's own shaping gives, in both weights and any size", async () => {
    const embedded = await documentFonts();
    for (const font of Object.values(embedded)) {
      const figures = FigureGlyphs.forFont(font, (text, size) => shapeLine(text, font, size));
      expect(figures).not.toBeNull();
      for (const text of ["251122-0001", "02-12-2025", "1,20,000.50", "7"]) {
        for (const size of [9, 8.5, 13]) expect(figures!.line(text, size)).toEqual(shapeLine(text, font, size));
      }
    }
  });

  it("only takes strings of digits and - . ,", () => {
    expect(["251122-0001", "1,200.50", "6"].every(FigureGlyphs.fits)).toBe(true);
    expect(["", "10 A", "₹1,200.00", "१२", "1/2"].some(FigureGlyphs.fits)).toBe(false);
  });

  it("is refused for a font that kerns a pair of figures, so every string is laid out whole", () => {
    const font = kerningFont();
    expect(shapeLine("11", font, 10).ops).toContain("40"); // the fake does kern
    expect(FigureGlyphs.forFont(font, (text, size) => shapeLine(text, font, size))).toBeNull();
  });
});
