import { A4 } from "../pdf/page-geometry";
import { lineHeight, type TextStyle } from "../pdf/text-style";

/** Page frame shared by the long-question and MCQ papers (points, origin top-left). */
export const PAPER_MARGIN_X = 42;
export const PAPER_CONTENT_WIDTH = A4.width - 2 * PAPER_MARGIN_X;
export const PAPER_TOP = 36;
/** SPEC §9: a new page when the position passes page height − 30. */
export const PAPER_BOTTOM = A4.height - 30;

export const QUESTION_STYLE: TextStyle = { size: 12 };
export const QUESTION_LINE_HEIGHT = lineHeight(QUESTION_STYLE);
/** Space between one question's last line and the next question's number. */
export const QUESTION_GAP = 8;
/** The question text starts this far right of the number, so wrapped lines hang under the text. */
export const QUESTION_NUMBER_WIDTH = 30;
export const QUESTION_TEXT_WIDTH = PAPER_CONTENT_WIDTH - QUESTION_NUMBER_WIDTH;

/** Questions are numbered 01., 02., … (SPEC §9). */
export function questionNumberLabel(index: number): string {
  return `${String(index + 1).padStart(2, "0")}.`;
}
