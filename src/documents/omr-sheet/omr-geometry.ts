import { A4 } from "../pdf/page-geometry";

/*
 * The fixed measurements of the OMR sheet, in points from the page's top-left corner.
 * omr-template.ts turns them into positions; the PDF is drawn only from those positions.
 */

/** Most office printers cannot print the outer ~4–6 mm; everything stays inside this inset. */
export const PRINT_INSET = 18;
export const MARKER_SIZE = 16;

/** The sheet's content (header, answer columns) spans this band between the markers. */
export const CONTENT_LEFT = 40;
export const CONTENT_RIGHT = A4.width - 40;

export const TITLE_TOP = 20;
export const INSTRUCTIONS_TOP = 41;

/** The header band: write-in fields on the left, the roll-number grid on the right. */
export const HEADER_TOP = 58;
export const HEADER_BOTTOM = 198;
export const FIELD_HEIGHT = 26;
export const FIELD_PITCH = 33;
export const FIELD_GAP_X = 14;
export const FIELDS_RIGHT = 384;

export const ROLL_DIGITS = 6;
export const ROLL_FRAME_LEFT = 400;
export const ROLL_LABEL_HEIGHT = 13;
export const ROLL_BOX_SIZE = 13;
export const ROLL_COLUMN_PITCH = 17;
/** 2.8 pt of white between rows (answer rows have 3), so a heavy pencil mark stays inside its digit. */
export const ROLL_ROW_PITCH = 10.8;
export const ROLL_BUBBLE_RADIUS = 4;

/** The answer area: a row of option letters over each column, then 45 rows in blocks of 15. */
export const ANSWERS_TOP = 208;
export const OPTION_LETTERS_HEIGHT = 12;
export const ROW_PITCH = 12.2;
export const BLOCK_GAP = 9;
export const BUBBLE_RADIUS = 4.6;
export const OPTION_PITCH = 19;
/** Question numbers are right-aligned in this box, left of bubble A. */
export const NUMBER_WIDTH = 20;
export const NUMBER_GAP = 10;
/** A block's frame stands this far outside its numbers and bubbles. */
export const BLOCK_PADDING = 4;

export const FOOTER_TOP = 793;

/**
 * The orientation dot: under the top-left marker only. Turned 180°, a sheet shows it bottom-right,
 * where an upright sheet has blank paper, so a reader knows which way up it holds the page.
 */
export const ORIENTATION_MARK_X = PRINT_INSET + MARKER_SIZE / 2;
export const ORIENTATION_MARK_Y = 50;
export const ORIENTATION_MARK_RADIUS = 6;

/**
 * The page code: one row of small bubbles right of the footer, pre-filled in print. It stays inside
 * the markers' centres, the area a marker-cropping reader (OMRChecker) keeps.
 */
export const CODE_ROW_CENTRE_X = A4.width * 0.75;
export const CODE_ROW_Y = FOOTER_TOP + 5;
export const CODE_BUBBLE_RADIUS = 3.5;
export const CODE_PITCH = 10;
/** 3 bits hold pages 1–7 (1000 questions make 6 pages); 10 bits hold question counts 1–1023. */
export const CODE_PAGE_BITS = 3;
export const CODE_COUNT_BITS = 10;

/**
 * Empty bubbles are light (a thin grey ring, a small pale letter) so that even a light pencil mark
 * stands out against them; grey levels are 0 (black) … 255 (white).
 */
export const EMPTY_BUBBLE_STYLE = { ringWidth: 0.5, ringGrey: 150, letterSize: 4.5, letterGrey: 190 } as const;
