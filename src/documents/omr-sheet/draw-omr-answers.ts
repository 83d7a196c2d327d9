import { drawTextLine } from "../pdf/draw-text";
import type { PdfDocument } from "../pdf/pdf-document";
import { lineHeight, type TextStyle } from "../pdf/text-style";
import { drawBubble, drawCentredText } from "./draw-bubble";
import { NUMBER_GAP, NUMBER_WIDTH } from "./omr-geometry";
import type { OmrPage, OmrTemplate } from "./omr-template";

const LETTER_HEAD_STYLE: TextStyle = { size: 8, weight: "bold" };
const NUMBER_STYLE: TextStyle = { size: 8, weight: "bold" };

/** One page's answer area, every position taken from the template. */
export function drawAnswers(doc: PdfDocument, template: OmrTemplate, page: OmrPage): void {
  for (const letter of page.optionLetters) drawCentredText(doc, letter.option, letter, LETTER_HEAD_STYLE);

  doc.save().lineWidth(0.6).strokeColor("#555555");
  for (const { frame } of page.blocks) doc.roundedRect(frame.x, frame.y, frame.width, frame.height, 2);
  doc.stroke().restore();

  const numberHeight = lineHeight(NUMBER_STYLE);
  for (const question of page.questions) {
    const [first] = question.bubbles;
    if (!first) continue;
    const numberRight = first.x - template.bubbleRadius - NUMBER_GAP;
    const box = {
      x: numberRight - NUMBER_WIDTH,
      y: first.y - numberHeight / 2 + 0.5,
      width: NUMBER_WIDTH,
      align: "right" as const,
    };
    drawTextLine(doc, String(question.number), box, NUMBER_STYLE);
    for (const bubble of question.bubbles) drawBubble(doc, bubble, template.bubbleRadius, bubble.option);
  }
}
