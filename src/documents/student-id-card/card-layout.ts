import { A4, mm } from "../pdf/page-geometry";

/** The ISO ID-1 (credit-card) size, landscape, so cards fit standard holders and lanyards. */
export const CARD_WIDTH = mm(85.6);
export const CARD_HEIGHT = mm(54);
export const CARD_PADDING = 8;
export const CARD_RADIUS = 6;

/** The school band across the top. */
export const BAND_HEIGHT = 30;
/** SPEC §9: the photo is 50 × 50. */
export const PHOTO_SIZE = 50;
export const PHOTO_TOP = BAND_HEIGHT + 16;
export const DETAILS_X = CARD_PADDING + PHOTO_SIZE + 8;

/** Cards on an A4 sheet: 2 across, 4 down, with gaps wide enough for cut marks and a blade. */
export const SHEET_COLUMNS = 2;
export const SHEET_ROWS = 4;
export const CARDS_PER_SHEET = SHEET_COLUMNS * SHEET_ROWS;
export const SHEET_GAP_X = 28;
export const SHEET_GAP_Y = 28;
const SHEET_LEFT = (A4.width - SHEET_COLUMNS * CARD_WIDTH - (SHEET_COLUMNS - 1) * SHEET_GAP_X) / 2;
const SHEET_TOP = (A4.height - SHEET_ROWS * CARD_HEIGHT - (SHEET_ROWS - 1) * SHEET_GAP_Y) / 2;

/** Cut marks: short lines continuing each card edge outside its corners, leaving a small gap. */
export const CUT_MARK_OFFSET = 3;
export const CUT_MARK_LENGTH = 9;

/** Where the `index`th card of a sheet goes (top-left corner), filling rows left to right. */
export function cardSlot(index: number): { x: number; y: number } {
  const slot = index % CARDS_PER_SHEET;
  const column = slot % SHEET_COLUMNS;
  const row = Math.floor(slot / SHEET_COLUMNS);
  return { x: SHEET_LEFT + column * (CARD_WIDTH + SHEET_GAP_X), y: SHEET_TOP + row * (CARD_HEIGHT + SHEET_GAP_Y) };
}
