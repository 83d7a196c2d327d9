import { drawTextLine, measureText } from "../pdf/draw-text";
import type { PdfDocument } from "../pdf/pdf-document";
import { lineHeight, type TextStyle } from "../pdf/text-style";
import { PAPER_MARGIN_X, QUESTION_NUMBER_WIDTH, QUESTION_TEXT_WIDTH } from "../question-paper/paper-layout";
import { labelledTextRows, type Row } from "../question-paper/question-rows";
import type { McqQuestion } from "./mcq-question-paper-schema";

export const OPTION_STYLE: TextStyle = { size: 11 };
export const OPTION_LABEL_WIDTH = 24;
/** Options line up under the question text, not under its number. */
const OPTIONS_X = PAPER_MARGIN_X + QUESTION_NUMBER_WIDTH;
/** A little air between neighbouring options on one line. */
const CELL_GAP = 8;
const LABELS = ["(A)", "(B)", "(C)", "(D)"] as const;

export function optionTexts(question: McqQuestion): string[] {
  return [question.optionA, question.optionB, question.optionC, question.optionD];
}

/**
 * The options as compactly as they read well: all four on one line when each fits a quarter of the
 * width, else two per line, else one per line (wrapped, hanging under the option's text).
 */
export function optionRows(doc: PdfDocument, question: McqQuestion): Row[] {
  const options = optionTexts(question).map((text, index) => ({ label: LABELS[index]!, text }));
  const widest = Math.max(...options.map((option) => measureText(doc, option.text, OPTION_STYLE)));
  for (const perLine of [4, 2]) {
    const cellWidth = QUESTION_TEXT_WIDTH / perLine;
    if (widest > cellWidth - OPTION_LABEL_WIDTH - CELL_GAP) continue;
    const rows: Row[] = [];
    for (let start = 0; start < options.length; start += perLine) {
      rows.push(cellRow(doc, options.slice(start, start + perLine), cellWidth));
    }
    return rows;
  }
  const box = { x: OPTIONS_X, labelWidth: OPTION_LABEL_WIDTH, width: QUESTION_TEXT_WIDTH };
  return options.flatMap((option) => labelledTextRows(doc, option.label, option.text, box, OPTION_STYLE));
}

function cellRow(doc: PdfDocument, cells: readonly { label: string; text: string }[], cellWidth: number): Row {
  return {
    height: lineHeight(OPTION_STYLE),
    draw(y: number) {
      cells.forEach((cell, index) => {
        const x = OPTIONS_X + index * cellWidth;
        drawTextLine(doc, cell.label, { x, y }, OPTION_STYLE);
        drawTextLine(doc, cell.text, { x: x + OPTION_LABEL_WIDTH, y }, OPTION_STYLE);
      });
    },
  };
}
