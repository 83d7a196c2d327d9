import { A4, type Rect } from "../pdf/page-geometry";
import * as G from "./omr-geometry";
import { encodePageCode, pageCodeLayout, type OmrPageCode, type OmrPageCodeLayout } from "./omr-page-code";
import {
  OMR_COLUMNS,
  OMR_OPTIONS,
  OMR_QUESTIONS_PER_BLOCK,
  OMR_QUESTIONS_PER_COLUMN,
  OMR_QUESTIONS_PER_PAGE,
  omrSheetSchema,
  type OmrOption,
  type OmrSheetInput,
} from "./omr-sheet-schema";

export interface Point {
  readonly x: number;
  readonly y: number;
}
export type Corner = "top-left" | "top-right" | "bottom-left" | "bottom-right";
export interface OmrMarker extends Rect {
  readonly corner: Corner;
}
export type OmrFieldName = "studentName" | "className" | "subject" | "rollNumber" | "date" | "invigilator";
/** A write-in field: its label prints at the top of the rect, the writing line is its bottom edge. */
export interface OmrField extends Rect {
  readonly name: OmrFieldName;
}
export interface OmrBubble extends Point {
  readonly option: OmrOption;
}
export interface OmrQuestion {
  readonly number: number;
  readonly column: number;
  /** The block's index in the page's `blocks`. */
  readonly block: number;
  readonly bubbles: readonly OmrBubble[];
}
export interface OmrBlock {
  readonly column: number;
  readonly firstQuestion: number;
  readonly lastQuestion: number;
  /** The centre of bubble A of the block's first question. */
  readonly origin: Point;
  /** The printed frame around the block's numbers and bubbles. */
  readonly frame: Rect;
}
export interface OmrPage {
  readonly page: number;
  readonly firstQuestion: number;
  readonly lastQuestion: number;
  /** Centres of the option letters printed over each used column. */
  readonly optionLetters: readonly OmrBubble[];
  readonly blocks: readonly OmrBlock[];
  readonly questions: readonly OmrQuestion[];
  /** This page's number and the test's question count, as its pre-filled page-code bubbles print them. */
  readonly code: OmrPageCode;
}
/** The solid dot near the top-left marker only (see `OmrTemplate.orientationMark`). */
export interface OmrOrientationMark extends Point {
  readonly corner: "top-left";
  readonly radius: number;
}
/** How an empty bubble prints: grey levels 0 (black) … 255 (white), sizes in points. */
export interface OmrBubbleStyle {
  readonly ringWidth: number;
  readonly ringGrey: number;
  readonly letterSize: number;
  readonly letterGrey: number;
}
export interface OmrRollBubble extends Point {
  /** 0 is the leftmost digit. */
  readonly digit: number;
  readonly value: number;
}
export interface OmrRollGrid {
  readonly digits: number;
  readonly frame: Rect;
  readonly label: Rect;
  readonly writeInBoxes: readonly Rect[];
  readonly bubbleRadius: number;
  readonly bubbles: readonly OmrRollBubble[];
}

/**
 * The sheet's layout for a scanning tool (points, origin at the page's top-left, y downwards).
 * The PDF is drawn from this very object, so the sheet and its template cannot disagree.
 * Markers, header fields and the roll grid repeat on every page; questions are numbered across pages.
 */
export interface OmrTemplate {
  readonly format: "bahi-omr-sheet";
  /** 2: adds orientationMark, pageCode, pages[].code and emptyBubble (version 1 sheets have none of them). */
  readonly version: 2;
  readonly unit: "pt";
  readonly origin: "top-left";
  readonly page: { readonly size: "A4"; readonly width: number; readonly height: number };
  readonly questionCount: number;
  readonly pageCount: number;
  readonly questionsPerPage: number;
  readonly columns: number;
  readonly questionsPerColumn: number;
  readonly questionsPerBlock: number;
  readonly options: readonly OmrOption[];
  readonly bubbleRadius: number;
  readonly gaps: {
    /** Centre to centre, between neighbouring options of a question. */
    readonly option: number;
    /** Centre to centre, between consecutive questions of a block. */
    readonly row: number;
    /** Extra space between the last row of a block and the first row of the next. */
    readonly block: number;
    /** Between the bubble A centres of neighbouring columns. */
    readonly column: number;
  };
  /** The area a printer is expected to print; markers sit in its corners. */
  readonly printableArea: Rect;
  readonly markers: readonly OmrMarker[];
  readonly fields: readonly OmrField[];
  readonly rollNumber: OmrRollGrid;
  readonly pages: readonly OmrPage[];
  /**
   * Printed on every page. An upright sheet has blank paper at (page.width − x, page.height − y);
   * a sheet turned 180° shows the dot there instead.
   */
  readonly orientationMark: OmrOrientationMark;
  /** The page-code row on every page; each page's `code.filled` says which of its bubbles print solid. */
  readonly pageCode: OmrPageCodeLayout;
  /** The empty answer, roll-number and page-code bubbles' ring and letter. */
  readonly emptyBubble: OmrBubbleStyle;
}

const COLUMN_PITCH = (G.CONTENT_RIGHT - G.CONTENT_LEFT) / OMR_COLUMNS;
/** Numbers and bubbles of one column, centred in the column's width. */
const COLUMN_CONTENT_WIDTH =
  G.NUMBER_WIDTH + G.NUMBER_GAP + (OMR_OPTIONS.length - 1) * G.OPTION_PITCH + 2 * G.BUBBLE_RADIUS;
const FIRST_ROW_CENTRE = G.ANSWERS_TOP + G.OPTION_LETTERS_HEIGHT + G.ROW_PITCH / 2;

/** Two decimals: exact enough for any scanner, and the JSON stays readable. */
const r2 = (value: number) => Math.round(value * 100) / 100;
const rect = (x: number, y: number, width: number, height: number): Rect => ({
  x: r2(x),
  y: r2(y),
  width: r2(width),
  height: r2(height),
});

/** The x of bubble A in a column. */
function bubbleAX(column: number): number {
  const columnLeft = G.CONTENT_LEFT + column * COLUMN_PITCH;
  return columnLeft + (COLUMN_PITCH - COLUMN_CONTENT_WIDTH) / 2 + G.NUMBER_WIDTH + G.NUMBER_GAP + G.BUBBLE_RADIUS;
}

/** The y of a row's centre; rows are numbered 0…44 down a column. */
function rowCentreY(row: number): number {
  return FIRST_ROW_CENTRE + row * G.ROW_PITCH + Math.floor(row / OMR_QUESTIONS_PER_BLOCK) * G.BLOCK_GAP;
}

function markers(): OmrMarker[] {
  const left = G.PRINT_INSET;
  const right = A4.width - G.PRINT_INSET - G.MARKER_SIZE;
  const top = G.PRINT_INSET;
  const bottom = A4.height - G.PRINT_INSET - G.MARKER_SIZE;
  const at = (corner: Corner, x: number, y: number): OmrMarker => ({
    corner,
    ...rect(x, y, G.MARKER_SIZE, G.MARKER_SIZE),
  });
  return [
    at("top-left", left, top),
    at("top-right", right, top),
    at("bottom-left", left, bottom),
    at("bottom-right", right, bottom),
  ];
}

function fields(): OmrField[] {
  const width = G.FIELDS_RIGHT - G.CONTENT_LEFT;
  const half = (width - G.FIELD_GAP_X) / 2;
  const row = (index: number) => G.HEADER_TOP + index * G.FIELD_PITCH;
  const field = (name: OmrFieldName, x: number, y: number, w: number): OmrField => ({
    name,
    ...rect(x, y, w, G.FIELD_HEIGHT),
  });
  const right = G.CONTENT_LEFT + half + G.FIELD_GAP_X;
  return [
    field("studentName", G.CONTENT_LEFT, row(0), width),
    field("className", G.CONTENT_LEFT, row(1), half),
    field("subject", right, row(1), half),
    field("rollNumber", G.CONTENT_LEFT, row(2), half),
    field("date", right, row(2), half),
    field("invigilator", G.CONTENT_LEFT, row(3), width),
  ];
}

function rollGrid(): OmrRollGrid {
  const frame = rect(
    G.ROLL_FRAME_LEFT,
    G.HEADER_TOP,
    G.CONTENT_RIGHT - G.ROLL_FRAME_LEFT,
    G.HEADER_BOTTOM - G.HEADER_TOP,
  );
  const gridWidth = (G.ROLL_DIGITS - 1) * G.ROLL_COLUMN_PITCH;
  const firstX = frame.x + frame.width / 2 - gridWidth / 2;
  const boxTop = frame.y + 3 + G.ROLL_LABEL_HEIGHT;
  const firstY = boxTop + G.ROLL_BOX_SIZE + 4 + G.ROLL_BUBBLE_RADIUS + 1;
  const writeInBoxes: Rect[] = [];
  const bubbles: OmrRollBubble[] = [];
  for (let digit = 0; digit < G.ROLL_DIGITS; digit++) {
    const x = firstX + digit * G.ROLL_COLUMN_PITCH;
    writeInBoxes.push(rect(x - G.ROLL_BOX_SIZE / 2, boxTop, G.ROLL_BOX_SIZE, G.ROLL_BOX_SIZE));
    for (let value = 0; value <= 9; value++)
      bubbles.push({ digit, value, x: r2(x), y: r2(firstY + value * G.ROLL_ROW_PITCH) });
  }
  const label = rect(frame.x, frame.y + 3, frame.width, G.ROLL_LABEL_HEIGHT);
  return { digits: G.ROLL_DIGITS, frame, label, writeInBoxes, bubbleRadius: G.ROLL_BUBBLE_RADIUS, bubbles };
}

function page(index: number, questionCount: number, codeLayout: OmrPageCodeLayout): OmrPage {
  const first = index * OMR_QUESTIONS_PER_PAGE + 1;
  const last = Math.min(questionCount, first + OMR_QUESTIONS_PER_PAGE - 1);
  const blocks: OmrBlock[] = [];
  const questions: OmrQuestion[] = [];
  const optionLetters: OmrBubble[] = [];
  const frameLeft = (column: number) =>
    bubbleAX(column) - G.BUBBLE_RADIUS - G.NUMBER_GAP - G.NUMBER_WIDTH - G.BLOCK_PADDING;
  const frameWidth = COLUMN_CONTENT_WIDTH + 2 * G.BLOCK_PADDING;

  for (let number = first; number <= last; number++) {
    const slot = number - first;
    const column = Math.floor(slot / OMR_QUESTIONS_PER_COLUMN);
    const row = slot % OMR_QUESTIONS_PER_COLUMN;
    const y = rowCentreY(row);
    const bubbles = OMR_OPTIONS.map((option, k) => ({
      option,
      x: r2(bubbleAX(column) + k * G.OPTION_PITCH),
      y: r2(y),
    }));
    if (row === 0) {
      const letterY = G.ANSWERS_TOP + G.OPTION_LETTERS_HEIGHT / 2;
      optionLetters.push(...bubbles.map((bubble) => ({ ...bubble, y: r2(letterY) })));
    }
    if (row % OMR_QUESTIONS_PER_BLOCK === 0) {
      const top = y - G.ROW_PITCH / 2;
      blocks.push({
        column,
        firstQuestion: number,
        lastQuestion: number,
        origin: { x: r2(bubbleAX(column)), y: r2(y) },
        frame: rect(frameLeft(column), top, frameWidth, G.ROW_PITCH),
      });
    }
    const blockIndex = blocks.length - 1;
    const block = blocks[blockIndex]!;
    // Grow the block to its last question, so a short last block gets a short frame.
    blocks[blockIndex] = {
      ...block,
      lastQuestion: number,
      frame: rect(block.frame.x, block.frame.y, block.frame.width, y + G.ROW_PITCH / 2 - block.frame.y),
    };
    questions.push({ number, column, block: blockIndex, bubbles });
  }
  const code = encodePageCode(codeLayout, index + 1, questionCount);
  return { page: index + 1, firstQuestion: first, lastQuestion: last, optionLetters, blocks, questions, code };
}

/** The layout of an OMR sheet with `questionCount` questions (see OmrTemplate). Pure: no pdfkit. */
export function omrSheetTemplate(data: OmrSheetInput): OmrTemplate {
  const { questionCount } = omrSheetSchema.parse(data);
  const pageCount = Math.ceil(questionCount / OMR_QUESTIONS_PER_PAGE);
  const codeLayout = pageCodeLayout();
  return {
    format: "bahi-omr-sheet",
    version: 2,
    unit: "pt",
    origin: "top-left",
    page: { size: "A4", width: A4.width, height: A4.height },
    questionCount,
    pageCount,
    questionsPerPage: OMR_QUESTIONS_PER_PAGE,
    columns: OMR_COLUMNS,
    questionsPerColumn: OMR_QUESTIONS_PER_COLUMN,
    questionsPerBlock: OMR_QUESTIONS_PER_BLOCK,
    options: OMR_OPTIONS,
    bubbleRadius: G.BUBBLE_RADIUS,
    gaps: { option: G.OPTION_PITCH, row: G.ROW_PITCH, block: G.BLOCK_GAP, column: r2(COLUMN_PITCH) },
    printableArea: rect(G.PRINT_INSET, G.PRINT_INSET, A4.width - 2 * G.PRINT_INSET, A4.height - 2 * G.PRINT_INSET),
    markers: markers(),
    fields: fields(),
    rollNumber: rollGrid(),
    pages: Array.from({ length: pageCount }, (_, index) => page(index, questionCount, codeLayout)),
    orientationMark: {
      corner: "top-left",
      x: G.ORIENTATION_MARK_X,
      y: G.ORIENTATION_MARK_Y,
      radius: G.ORIENTATION_MARK_RADIUS,
    },
    pageCode: codeLayout,
    emptyBubble: { ...G.EMPTY_BUBBLE_STYLE },
  };
}
