import type { FontWeight } from "../pdf/text-style";
import type { EmbeddedFont } from "./embedded-fonts";
import { pdfNumber as n, type ShapedLine } from "./shaped-text";

const ascii = new TextEncoder();

/** Grey levels (0 black … 1 white): one operand each, the cheapest colour to write. */
export type Gray = number;

/**
 * Collects drawing as PDF operators for one content stream (a page's, or a template's): shapes first,
 * then a single text object with the lines grouped by font, size and colour, so each `Tf` and `g`
 * is written once per page instead of once per label. A page then costs pdfkit one `addContent`;
 * its `text()` wraps every fragment in save/transform/restore and a buffer of its own, which in a
 * 2,000-slip run was most of the time.
 * Coordinates are pdfkit's: points from the page's top-left (pdfkit flips each page once).
 */
export class ContentBatch {
  private shapes: string[] = [];
  private readonly text = new Map<string, string[]>();

  constructor(private readonly fonts: Record<FontWeight, EmbeddedFont>) {}

  strokeRect(x: number, y: number, width: number, height: number, lineWidth: number, gray: Gray = 0): void {
    this.shapes.push(`${n(lineWidth)} w ${n(gray)} G ${n(x)} ${n(y)} ${n(width)} ${n(height)} re S`);
  }

  fillRect(x: number, y: number, width: number, height: number, gray: Gray): void {
    this.shapes.push(`${n(gray)} g ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, lineWidth: number, gray: Gray = 0): void {
    this.shapes.push(`${n(lineWidth)} w ${n(gray)} G ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
  }

  /** Self-contained operators (wrapped in q … Q), e.g. a QR code's modules. */
  graphic(ops: string): void {
    this.shapes.push(ops);
  }

  /** Shows a shaped line with its baseline starting at (x, baseline). */
  showText(line: ShapedLine, weight: FontWeight, size: number, x: number, baseline: number, gray: Gray = 0): void {
    const state = `/${this.fonts[weight].id} ${n(size)} Tf ${n(gray)} g`;
    let lines = this.text.get(state);
    if (!lines) {
      lines = [];
      this.text.set(state, lines);
    }
    // d = -1 undoes pdfkit's page flip for the glyphs, so they stand upright at a top-left y.
    lines.push(`1 0 0 -1 ${n(x)} ${n(baseline)} Tm ${line.ops}`);
  }

  /**
   * `take()` as the bytes pdfkit would write for it. pdfkit turns a string chunk into bytes one
   * character at a time (~3% of a 2,000-slip run); the operators are all ASCII (glyphs and
   * ActualText are hex), so the native encoder gives the same bytes, pdfkit's newline included.
   */
  takeBytes(): Uint8Array {
    return ascii.encode(`${this.take()}\n`);
  }

  /** The operators collected so far (empty string when nothing was drawn); starts empty again. */
  take(): string {
    const parts: string[] = [];
    if (this.shapes.length) parts.push("q", ...this.shapes, "Q");
    if (this.text.size) {
      parts.push("BT");
      for (const [state, lines] of this.text) parts.push(state, ...lines);
      parts.push("ET");
    }
    this.shapes = [];
    this.text.clear();
    return parts.join("\n");
  }
}
