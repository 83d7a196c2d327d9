import { A4 } from "../pdf/page-geometry";
import { lineHeight, type TextStyle } from "../pdf/text-style";

/** A letter's generous 1-inch-ish margins: it is read, signed and often filed in a folder. */
export const LETTER_MARGIN_X = 64;
export const LETTER_TOP = 64;
export const LETTER_BOTTOM = A4.height - 64;
export const LETTER_WIDTH = A4.width - 2 * LETTER_MARGIN_X;

export const LETTER_STYLE: TextStyle = { size: 11.5, leading: 1.45 };
export const LETTER_BOLD: TextStyle = { ...LETTER_STYLE, weight: "bold" };
export const LETTER_LINE = lineHeight(LETTER_STYLE);
/** Between the letter's parts (address, date, subject, salutation, paragraphs, closing). */
export const PART_GAP = 12;
/** Room above the sender's name for a handwritten signature. */
export const SIGNATURE_SPACE = 30;
