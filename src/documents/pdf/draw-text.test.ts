import { describe, expect, it } from "vitest";
import { squash } from "../test-support/pdf-inspector";
import { usePdfTools } from "../test-support/inspect";
import { createPdf } from "./create-pdf";
import { drawTextLine, measureText } from "./draw-text";
import type { PdfDocument } from "./pdf-document";
import { lineHeight, type TextStyle } from "./text-style";

const { fonts, inspect } = usePdfTools();
const STYLE: TextStyle = { size: 14 };
const NAME = "राम कुमार शर्मा";
const MIXED = "Fee/शुल्क ₹1,200.00";

async function pdfOf(draw: (doc: PdfDocument) => void): Promise<Uint8Array> {
  const { doc, finish } = await createPdf({ fonts: fonts(), language: "hi", title: "draw-text" });
  doc.addPage();
  draw(doc);
  return finish();
}

describe("drawTextLine", () => {
  it("draws Devanagari and mixed lines that pdftotext extracts intact, in page order", async () => {
    const lines = ["Line one", NAME, MIXED, "01. निम्नलिखित प्रश्नों के उत्तर दीजिए। (5 marks)", "Line five"];
    const pdf = inspect(
      await pdfOf((doc) => lines.forEach((line, i) => drawTextLine(doc, line, { x: 50, y: 50 + 30 * i }, STYLE))),
    );
    const extracted = squash(pdf.text())
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    // A span placed with the wrong transform would land mirrored down the page, out of order or split.
    expect(extracted).toEqual(lines);
  });

  it("ends a right-aligned mixed line at its box's right edge (measured run by run, as drawn)", async () => {
    const box = { x: 100, y: 100, width: 300, align: "right" as const };
    const pdf = inspect(await pdfOf((doc) => drawTextLine(doc, MIXED, box, STYLE)));
    const page = pdf.render(1, 288);
    const inkAt = (x: number) =>
      [0.3, 0.45, 0.6, 0.75].some((share) => page.brightness(x, box.y + share * lineHeight(STYLE)) < 128);
    let rightmostInk = box.x + box.width + 10;
    while (rightmostInk > box.x && !inkAt(rightmostInk)) rightmostInk -= 0.25;
    expect(rightmostInk).toBeLessThanOrEqual(box.x + box.width);
    expect(rightmostInk).toBeGreaterThan(box.x + box.width - 2); // "0" ends with its side bearing
    expect(squash(pdf.text()).trim()).toBe(MIXED);
  });

  it("measures a mixed line as the sum of its script runs", async () => {
    await pdfOf((doc) => {
      const whole = measureText(doc, MIXED, STYLE);
      const parts = ["Fee/", "शुल्क ₹1,200.00"].reduce((sum, part) => sum + measureText(doc, part, STYLE), 0);
      expect(whole).toBeCloseTo(parts, 6);
      expect(whole).toBeGreaterThan(measureText(doc, "Fee/", STYLE));
    });
  });
});
