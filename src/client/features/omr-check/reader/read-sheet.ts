import type { OmrOption } from "@/documents/omr-sheet/omr-sheet-schema";
import { decodePageCode } from "@/documents/omr-sheet/omr-page-code";
import type { OmrTemplate } from "@/documents/omr-sheet/omr-template";
import { alignRow } from "./follow-grid";
import type { GreyImage } from "./grey-image";
import { CONFIDENT, judgeGroup, markStrengths } from "./judge-marks";
import { locateSheet, type SheetPlacement } from "./locate-sheet";
import { markEvidence } from "./mark-evidence";
import { measureBubble, type BubbleLook } from "./measure-bubbles";
import { placeBubbles, type PlacedBubbles } from "./place-bubbles";
import { SheetSampler } from "./sheet-sampler";

export type Answer = OmrOption | "blank" | "double";
/**
 * "check": read, but something is not sure enough to grade without a person's look (`doubts` says what).
 * "two-sheets": the photo holds more than one sheet, so none is read.
 * "other-layout": the sheet's page code says it was printed for another number of questions.
 * "unreadable": the file would not open as a picture (or a PDF held no scanned page).
 */
export type ReadStatus = "ok" | "turned" | "check" | "two-sheets" | "markers-not-found" | "other-layout" | "unreadable";

/**
 * Why a sheet needs a person's look: some questions read unsure, the roll number unsure or
 * incomplete, the page code unreadable (which page, printed for which test), or part of the bubble
 * grid not found where the sheet lies (a deep fold, a sheet far from flat).
 */
export type SheetDoubt = "questions" | "roll-number" | "page-code" | "grid";

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

export interface QuestionReading {
  readonly question: number;
  readonly answer: Answer;
  /** True when the reading of this question is not sure: it is shown for a person to settle. */
  readonly doubt?: boolean;
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
  readonly answers: readonly QuestionReading[];
  readonly bubbles: readonly ReadBubble[];
  /** Template points → photo pixels, for drawing the sheet upright. */
  readonly toPhoto?: readonly number[];
  /** 0–1: the least sure part of the reading (marks, roll number, page code, grid); below CONFIDENT the sheet is checked by hand. */
  readonly confidence?: number;
  /** What needs a person's look when the status is "check". */
  readonly doubts?: readonly SheetDoubt[];
}

export { CONFIDENT };

/** Page-code bubbles print solid black: anything between paper and this is not a printed code. */
const CODE_FILLED = 0.4;

const notRead = (status: ReadStatus, turns = 0, page = 1): SheetReading => ({
  status,
  turns,
  page,
  rollNumber: "",
  answers: [],
  bubbles: [],
});

/** Which page of which layout the sheet says it is, from its pre-printed page-code bubbles, and how sure. */
function readPageCode(sampler: SheetSampler, template: OmrTemplate) {
  const code = template.pageCode;
  const spots = code.bubbles.map((b) => ({ x: b.x, y: b.y, radius: code.bubbleRadius }));
  // Close to the bottom markers the homography is nearly right: a short search finds the row.
  const { shift } = alignRow(sampler, spots, { x: 0, y: 0 }, 4, 0.5);
  const fills = spots.map((s) => {
    const look = measureBubble(sampler, { ...s, x: s.x + shift.x, y: s.y + shift.y });
    return look.darkness.reduce((sum, v) => sum + v, 0) / look.darkness.length;
  });
  const confidence = Math.min(1, ...fills.map((f) => Math.abs(f - CODE_FILLED) / 0.2));
  return {
    code: decodePageCode(
      code,
      fills.map((f) => f >= CODE_FILLED),
    ),
    confidence,
  };
}

/**
 * 0–1 per frame: how clearly its weakest line showed against the sheet's typical frame line (a
 * small or soft photo shows every line faintly; a frame put in the wrong place finds a faint one).
 */
function frameConfidence(placed: PlacedBubbles): number[] {
  const clarity = placed.frames.map((f) => f.clarity);
  const typical = [...clarity].sort((a, b) => a - b)[Math.floor(clarity.length / 2)]!;
  return clarity.map((c) => (typical > 0 ? Math.max(0, Math.min(1, c / typical / 0.5)) : 0));
}

/**
 * Reads one photographed page: markers and orientation, the page code (which page, and whether the
 * sheet was printed for this test), the bubble grid followed where the sheet lies, then every
 * bubble against the paper round it and the others of its question, with how sure each reading is.
 */
export function readSheet(image: GreyImage, template: OmrTemplate): SheetReading {
  const placement = locateSheet(image, template);
  if (placement === "two-sheets") return notRead("two-sheets");
  if (!placement) return notRead("markers-not-found");
  return readPlacedSheet(image, template, placement);
}

function readPlacedSheet(image: GreyImage, template: OmrTemplate, placement: SheetPlacement): SheetReading {
  const sampler = new SheetSampler(image, placement.toPhoto);
  const pageCode = readPageCode(sampler, template);
  const code = pageCode.code;
  const layout = template.pages[(code?.page ?? 1) - 1] ?? template.pages[0]!;
  if (code && code.questionCount !== template.questionCount)
    return {
      ...notRead("other-layout", placement.turns, code.page),
      printedFor: code.questionCount,
      toPhoto: placement.toPhoto,
    };

  const placed = placeBubbles(sampler, template, layout);
  const frameSure = frameConfidence(placed);
  const measure = (rows: PlacedBubbles["questions"]): BubbleLook[] =>
    rows.flatMap((row) => row.spots.map((spot) => measureBubble(sampler, spot)));
  const answerEvidence = markEvidence(
    measure(placed.questions),
    layout.questions.flatMap((q) => q.bubbles.map((b) => b.option)),
  );
  const roll = template.rollNumber;
  const rollEvidence = markEvidence(
    measure(placed.rollRows),
    placed.rollRows.flatMap((_, value) => roll.bubbles.filter((b) => b.value === value).map(() => `roll ${value}`)),
  );

  const bubbles: ReadBubble[] = [];
  const questionSure: number[] = [];
  let offset = 0;
  const answers = layout.questions.map((question, q): QuestionReading => {
    const options = question.bubbles.length;
    const judged = judgeGroup(markStrengths(answerEvidence.slice(offset, offset + options)));
    offset += options;
    const spots = placed.questions[q]!.spots;
    question.bubbles.forEach((bubble, k) =>
      bubbles.push({
        x: spots[k]!.x,
        y: spots[k]!.y,
        radius: template.bubbleRadius,
        filled: judged.marked.includes(k),
        question: question.number,
        option: bubble.option,
      }),
    );
    const marked = judged.marked.map((k) => question.bubbles[k]!.option);
    const answer: Answer = marked.length === 0 ? "blank" : marked.length > 1 ? "double" : marked[0]!;
    const confidence = Math.min(judged.confidence, frameSure[placed.questions[q]!.frame]!);
    questionSure.push(confidence);
    return { question: question.number, answer, ...(confidence < CONFIDENT ? { doubt: true } : {}) };
  });

  // The roll grid lies value by value in rows; a digit is a column of it.
  let rollNumber = "";
  let rollSure = frameSure[placed.rollRows[0]!.frame]!;
  const columnsFilled: boolean[] = [];
  for (let digit = 0; digit < roll.digits; digit++) {
    const column = placed.rollRows.map((row, value) => ({
      value,
      spot: row.spots[digit]!,
      i: value * roll.digits + digit,
    }));
    const judged = judgeGroup(markStrengths(column.map((c) => rollEvidence[c.i]!)));
    rollSure = Math.min(rollSure, judged.confidence);
    if (judged.marked.length === 1) rollNumber += String(column[judged.marked[0]!]!.value);
    else if (judged.marked.length > 1) {
      rollNumber += "?";
      rollSure = 0;
    }
    columnsFilled.push(judged.marked.length > 0);
    column.forEach((c, k) =>
      bubbles.push({ x: c.spot.x, y: c.spot.y, radius: roll.bubbleRadius, filled: judged.marked.includes(k) }),
    );
  }
  // Digits fill neighbouring columns: a blank column between filled ones means a digit was missed.
  const first = columnsFilled.indexOf(true);
  const last = columnsFilled.lastIndexOf(true);
  if (first >= 0 && columnsFilled.slice(first, last + 1).includes(false)) rollSure = 0;

  const doubts: SheetDoubt[] = [];
  if (answers.some((a) => a.doubt)) doubts.push("questions");
  if (rollSure < CONFIDENT) doubts.push("roll-number");
  if (!code || pageCode.confidence < CONFIDENT) doubts.push("page-code");
  if (frameSure.some((f) => f < CONFIDENT)) doubts.push("grid");
  const confidence = Math.min(rollSure, code ? pageCode.confidence : 0, ...frameSure, ...questionSure);
  return {
    status: doubts.length ? "check" : placement.turns === 2 ? "turned" : "ok",
    turns: placement.turns,
    page: layout.page,
    printedFor: code?.questionCount,
    rollNumber,
    answers,
    bubbles,
    toPhoto: placement.toPhoto,
    confidence,
    doubts,
  };
}
