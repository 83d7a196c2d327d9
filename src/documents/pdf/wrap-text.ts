/** Width of a string in the style being laid out; pure so layout can be tested without a PDF. */
export type Measure = (text: string) => number;

const EPSILON = 1e-6;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Greedy word wrap into lines no wider than `maxWidth`. A "\n" forces a break (an empty line stays
 * an empty line); runs of spaces collapse; a word wider than a line is broken between graphemes.
 */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  const spaceWidth = measure(" ");
  for (const hardLine of text.split(/\r?\n/)) {
    let line = "";
    let width = 0;
    for (const word of hardLine.split(/\s+/).filter(Boolean)) {
      for (const piece of breakLongWord(word, maxWidth, measure)) {
        const pieceWidth = measure(piece);
        if (line && width + spaceWidth + pieceWidth <= maxWidth + EPSILON) {
          line += ` ${piece}`;
          width += spaceWidth + pieceWidth;
        } else {
          if (line) lines.push(line);
          line = piece;
          width = pieceWidth;
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

function breakLongWord(word: string, maxWidth: number, measure: Measure): string[] {
  if (measure(word) <= maxWidth + EPSILON) return [word];
  const pieces: string[] = [];
  let piece = "";
  for (const { segment } of graphemes.segment(word)) {
    if (piece && measure(piece + segment) > maxWidth + EPSILON) {
      pieces.push(piece);
      piece = "";
    }
    piece += segment;
  }
  if (piece) pieces.push(piece);
  return pieces;
}
