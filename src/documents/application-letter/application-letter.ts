import { formatDocumentDate } from "../dates";
import type { DocumentOptions } from "../document-options";
import { documentLabels } from "../labels/labels";
import { createPdf } from "../pdf/create-pdf";
import { drawTextLine, measureText } from "../pdf/draw-text";
import { PageFlow } from "../pdf/page-flow";
import type { PdfDocument } from "../pdf/pdf-document";
import type { TextStyle } from "../pdf/text-style";
import { wrapText } from "../pdf/wrap-text";
import { applicationLetterSchema, type ApplicationLetterInput } from "./application-letter-schema";
import {
  LETTER_BOLD,
  LETTER_BOTTOM,
  LETTER_LINE,
  LETTER_MARGIN_X,
  LETTER_STYLE,
  LETTER_TOP,
  LETTER_WIDTH,
  PART_GAP,
  SIGNATURE_SPACE,
} from "./letter-layout";
import { letterParagraphs } from "./letter-paragraphs";

/**
 * Application.pdf: a formal letter as Indian schools write it — "To," and the addressee block, the
 * date, a bold Subject line, the salutation, the body's paragraphs wrapped to the page, and
 * "Yours faithfully," above the sender's name and designation. Long bodies continue on new pages.
 */
export async function generateApplicationLetter(
  data: ApplicationLetterInput,
  options: DocumentOptions,
): Promise<Uint8Array> {
  const letter = applicationLetterSchema.parse(data);
  const labels = documentLabels(options.language).letter;
  const { doc, finish } = await createPdf({ ...options, title: letter.subject });
  const writer = new LetterWriter(doc, new PageFlow(doc, { top: LETTER_TOP, bottom: LETTER_BOTTOM }));

  writer.lines([labels.to, letter.recipient, letter.designation, letter.organisation].filter(Boolean));
  if (letter.date) writer.gap().lines([`${labels.date}: ${formatDocumentDate(letter.date)}`]);
  writer.gap().hanging(`${labels.subject}:`, letter.subject, LETTER_BOLD);
  writer.gap().lines([labels.salutation]);
  for (const paragraph of letterParagraphs(letter.body)) writer.gap().paragraph(paragraph);
  // The closing and the sender stay together, so a signature never lands alone on a page.
  const sender = [letter.senderName, letter.senderDesignation].filter(Boolean);
  writer.gap().keepTogether(LETTER_LINE * (1 + sender.length) + SIGNATURE_SPACE);
  writer.lines([labels.closing]).space(SIGNATURE_SPACE).lines(sender.slice(0, 1), LETTER_BOLD).lines(sender.slice(1));
  return finish();
}

/** Writes the letter top to bottom, one line at a time, turning pages as the flow says. */
class LetterWriter {
  constructor(
    private readonly doc: PdfDocument,
    private readonly flow: PageFlow,
  ) {}

  private measure = (style: TextStyle) => (text: string) => measureText(this.doc, text, style);

  gap(): this {
    return this.space(PART_GAP);
  }

  space(height: number): this {
    if (!this.flow.atPageTop()) this.flow.y += height;
    return this;
  }

  keepTogether(height: number): this {
    this.flow.ensure(height);
    return this;
  }

  /** Each text wrapped to the width; a line that does not fit below goes to the next page. */
  lines(texts: readonly string[], style: TextStyle = LETTER_STYLE): this {
    for (const text of texts) {
      for (const line of wrapText(text, LETTER_WIDTH, this.measure(style))) this.line(line, LETTER_MARGIN_X, style);
    }
    return this;
  }

  paragraph(text: string): this {
    // Two lines together at least, so a paragraph does not leave a single line behind on a page.
    this.flow.ensure(2 * LETTER_LINE);
    return this.lines([text]);
  }

  /** "Subject: …" with the wrapped lines hanging under the subject's text, not under the label. */
  hanging(label: string, text: string, style: TextStyle): this {
    const indent = measureText(this.doc, `${label} `, style);
    const lines = wrapText(text, LETTER_WIDTH - indent, this.measure(style));
    this.flow.ensure(LETTER_LINE);
    drawTextLine(this.doc, label, { x: LETTER_MARGIN_X, y: this.flow.y }, style);
    for (const line of lines) this.line(line, LETTER_MARGIN_X + indent, style);
    return this;
  }

  private line(text: string, x: number, style: TextStyle): void {
    this.flow.ensure(LETTER_LINE);
    if (text) drawTextLine(this.doc, text, { x, y: this.flow.y }, style);
    this.flow.y += LETTER_LINE;
  }
}
