import type { OmrOption } from "@/documents/omr-sheet/omr-sheet-schema";
import { decodePageCode } from "@/documents/omr-sheet/omr-page-code";
import type { OmrTemplate } from "@/documents/omr-sheet/omr-template";
import type { GreyImage } from "./grey-image";
import { locateSheet, type SheetPlacement } from "./locate-sheet";
import { measureBubbles, type BubbleSpot } from "./measure-bubbles";

export type Answer = OmrOption | "blank" | "double";
/**
 * "other-layout": the sheet's page code says it was printed for another number of questions.
 * "unreadable": the file would not open as a picture (or a PDF held no scanned page).
 */
export type ReadStatus = "ok" | "turned" | "markers-not-found" | "other-layout" | "unreadable";

/** One bubble as read, in template points, for drawing the detected marks over the sheet. */
export interface ReadBubble {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly filled: boolean;
  /** Question number, or undefined for a roll-number bubble. */
  readonly question?: number;
  readonly option?: OmrOption;
}

export interface SheetReading {
  readonly status: ReadStatus;
  /** Quarter turns clockwise the sheet lay at in the photo. */
  readonly turns: number;
  /** The page of the layout the photo shows, from 1 (its page code's, else 1). */
  readonly page: number;
  /** The question count the sheet's page code gives, when it reads (parity holds). */
  readonly printedFor?: number;
  /** Filled digits left to right; "?" for a column with two or more filled; "" when none. */
  readonly rollNumber: string;
  /** The page's questions, in order. */
  readonly answers: readonly { readonly question: number; readonly answer: Answer }[];
  readonly bubbles: readonly ReadBubble[];
  /** Template points → photo pixels, for drawing the sheet upright. */
  readonly toPhoto?: readonly number[];
}

/**
 * How much darker than its page's typical empty bubble a bubble must read to count as filled: a
 * light pencil mark (~168/255) reads ~0.3, an untouched bubble ±0.05 whatever the light.
 */
export const FILLED_DARKNESS = 0.16;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 1;
}

/** A printed page-code bubble is solid black: far darker than a pencil mark needs to be. */
const CODE_DARKNESS = 0.35;

/** Which page of which layout the sheet says it is, from its pre-printed page-code bubbles. */
function readPageCode(image: GreyImage, template: OmrTemplate, placement: SheetPlacement) {
  const code = template.pageCode;
  const spots = code.bubbles.map((b): BubbleSpot => ({
    x: b.x,
    y: b.y,
    radius: code.bubbleRadius,
    paper: "above-below",
  }));
  const [measured] = measureBubbles(image, placement.toPhoto, [spots], placement.scale);
  const empty = Math.max(...measured!.map((m) => m.ratio));
  return decodePageCode(
    code,
    measured!.map((m) => 1 - m.ratio / empty >= CODE_DARKNESS),
  );
}

/**
 * Reads one photographed page: markers and orientation, the page code (which page, and whether the
 * sheet was printed for this test), then every bubble against its page's empty level.
 */
export function readSheet(image: GreyImage, template: OmrTemplate): SheetReading {
  const placement = locateSheet(image, template);
  if (!placement) return { status: "markers-not-found", turns: 0, page: 1, rollNumber: "", answers: [], bubbles: [] };
  const code = readPageCode(image, template, placement);
  const layout = template.pages[(code?.page ?? 1) - 1] ?? template.pages[0]!;
  if (code && code.questionCount !== template.questionCount) {
    return {
      status: "other-layout",
      turns: placement.turns,
      page: code.page,
      printedFor: code.questionCount,
      rollNumber: "",
      answers: [],
      bubbles: [],
      toPhoto: placement.toPhoto,
    };
  }

  const radius = template.bubbleRadius;
  const blockSpots = layout.blocks.map((_, block) =>
    layout.questions
      .filter((q) => q.block === block)
      .flatMap((q) => q.bubbles.map((b): BubbleSpot => ({ x: b.x, y: b.y, radius }))),
  );
  const roll = template.rollNumber;
  const rollSpots = roll.bubbles.map((b): BubbleSpot => ({ x: b.x, y: b.y, radius: roll.bubbleRadius }));
  const measured = measureBubbles(image, placement.toPhoto, [...blockSpots, rollSpots], placement.scale);
  const empty = median(measured.flat().map((m) => m.ratio));
  const filled = measured.map((group) => group.map((m) => 1 - m.ratio / empty >= FILLED_DARKNESS));

  const bubbles: ReadBubble[] = [];
  const answers = layout.questions.map((question) => {
    const group = filled[question.block]!;
    const first =
      layout.questions.filter((q) => q.block === question.block).indexOf(question) * question.bubbles.length;
    const marked = question.bubbles.filter((bubble, k) => {
      const isFilled = group[first + k]!;
      bubbles.push({
        x: bubble.x,
        y: bubble.y,
        radius,
        filled: isFilled,
        question: question.number,
        option: bubble.option,
      });
      return isFilled;
    });
    const answer: Answer = marked.length === 0 ? "blank" : marked.length > 1 ? "double" : marked[0]!.option;
    return { question: question.number, answer };
  });

  const rollFilled = filled.at(-1)!;
  let rollNumber = "";
  for (let digit = 0; digit < roll.digits; digit++) {
    const values = roll.bubbles.flatMap((b, i) => (b.digit === digit && rollFilled[i] ? [b.value] : []));
    if (values.length === 1) rollNumber += String(values[0]);
    else if (values.length > 1) rollNumber += "?";
  }
  roll.bubbles.forEach((b, i) => bubbles.push({ x: b.x, y: b.y, radius: roll.bubbleRadius, filled: rollFilled[i]! }));

  return {
    status: placement.turns === 2 ? "turned" : "ok",
    turns: placement.turns,
    page: layout.page,
    printedFor: code?.questionCount,
    rollNumber,
    answers,
    bubbles,
    toPhoto: placement.toPhoto,
  };
}
