import type { Measure } from "./wrap-text";

const ELLIPSIS = "…";
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Shortens one-line text to `maxWidth`, ending in "…", cutting only between graphemes. */
export function truncateText(text: string, maxWidth: number, measure: Measure): string {
  if (measure(text) <= maxWidth) return text;
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  // Binary search for the longest prefix that still fits with the ellipsis.
  let low = 0;
  let high = parts.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(parts.slice(0, mid).join("").trimEnd() + ELLIPSIS) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? "" : parts.slice(0, low).join("").trimEnd() + ELLIPSIS;
}
