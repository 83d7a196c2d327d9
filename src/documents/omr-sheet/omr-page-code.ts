import * as G from "./omr-geometry";
import type { Point } from "./omr-template";

export type OmrCodeField = "page" | "questionCount" | "parity";

/** One bubble of the page code; when it is filled it adds `weight` to its field. */
export interface OmrCodeBubble extends Point {
  readonly field: OmrCodeField;
  readonly weight: number;
}

/** Where the page code prints (the same place on every page); see `OmrPage.code` for what each page fills. */
export interface OmrPageCodeLayout {
  readonly bubbleRadius: number;
  /** Left to right: the page bits, the question-count bits, then one parity bubble. */
  readonly bubbles: readonly OmrCodeBubble[];
}

/** What one page's code says, and which of the layout's bubbles print filled (indices, ascending). */
export interface OmrPageCode {
  readonly page: number;
  readonly questionCount: number;
  readonly filled: readonly number[];
}

const r2 = (value: number) => Math.round(value * 100) / 100;

/** The page code row, on the footer's line, right of "Page P of N". */
export function pageCodeLayout(): OmrPageCodeLayout {
  const fields: OmrCodeField[] = [
    ...Array<OmrCodeField>(G.CODE_PAGE_BITS).fill("page"),
    ...Array<OmrCodeField>(G.CODE_COUNT_BITS).fill("questionCount"),
    "parity",
  ];
  const y = G.CODE_ROW_Y;
  const firstX = G.CODE_ROW_CENTRE_X - ((fields.length - 1) * G.CODE_PITCH) / 2;
  const bubbles = fields.map((field, index) => {
    const bit = field === "page" ? index : field === "questionCount" ? index - G.CODE_PAGE_BITS : 0;
    return { field, weight: 2 ** bit, x: r2(firstX + index * G.CODE_PITCH), y: r2(y) };
  });
  return { bubbleRadius: G.CODE_BUBBLE_RADIUS, bubbles };
}

/**
 * The bubbles a page fills: its page number and the test's question count in binary, then parity
 * so the count of filled bubbles is odd — a code is never all blank, and one misread bubble shows.
 */
export function encodePageCode(layout: OmrPageCodeLayout, page: number, questionCount: number): OmrPageCode {
  const value = { page, questionCount, parity: 0 };
  const filled = layout.bubbles.flatMap((bubble, index) =>
    bubble.field !== "parity" && value[bubble.field] & bubble.weight ? [index] : [],
  );
  const parityIndex = layout.bubbles.findIndex((bubble) => bubble.field === "parity");
  if (filled.length % 2 === 0) filled.push(parityIndex);
  return { page, questionCount, filled };
}

/** Reads a page code back from which bubbles were seen filled; undefined when the parity does not hold. */
export function decodePageCode(
  layout: OmrPageCodeLayout,
  isFilled: readonly boolean[],
): { page: number; questionCount: number } | undefined {
  if (isFilled.length !== layout.bubbles.length || isFilled.filter(Boolean).length % 2 === 0) return undefined;
  const value = { page: 0, questionCount: 0, parity: 0 };
  layout.bubbles.forEach((bubble, index) => {
    if (isFilled[index]) value[bubble.field] += bubble.weight;
  });
  return { page: value.page, questionCount: value.questionCount };
}
