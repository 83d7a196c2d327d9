import type { PdfDocument } from "./pdf-document";

/** Names under which create-pdf registers the two font files. */
export type FontWeight = "regular" | "bold";

export interface TextStyle {
  readonly size: number;
  readonly weight?: FontWeight;
  readonly color?: string;
  /** Line height as a multiple of the size; Devanagari needs room for marks above and below. */
  readonly leading?: number;
}

export const DEFAULT_LEADING = 1.35;

export function lineHeight(style: TextStyle): number {
  return style.size * (style.leading ?? DEFAULT_LEADING);
}

/** Selects the style's font and size: all that measuring needs (colour writes to a page, so drawing sets it). */
export function applyFont(doc: PdfDocument, style: TextStyle): void {
  doc.font(style.weight ?? "regular").fontSize(style.size);
}
