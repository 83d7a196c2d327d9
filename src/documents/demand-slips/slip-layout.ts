import { slipBoxHeightMm, SLIP_LINE_HEIGHT_MM } from "@/shared/rules/slip-maths";
import { A4, mm } from "../pdf/page-geometry";

/** Page frame in millimetres: two 12-line slips (138 mm each) still share an A4 page. */
export const PAGE_TOP_MM = 7;
export const PAGE_BOTTOM_MM = 297 - 7;
export const SLIP_GAP_MM = 5;
export const BOX_X_MM = 10;
export const BOX_WIDTH_MM = 190;
const PAD_X_MM = 4;
const QR_COLUMN_MM = 30;
const QR_GUTTER_MM = 3;
export const QR_SIZE_MM = 26;

/** Offsets from the box's top, in mm; they add up to the 60 mm SPEC §9 gives a slip before its lines. */
const ROW = {
  schoolName: { top: 1.5, height: 6.5 },
  address: { top: 8, height: 4 },
  contact: { top: 12, height: 4 },
  rule: 16.8,
  info: [17.5, 23, 28.5],
  infoHeight: 5.5,
  tableHeader: { top: 34.5, height: 6 },
  /** Total, words and footer follow the fee lines (and the Received line). */
  total: 6,
  words: 5.5,
  footer: 8,
  qrTop: 19.5,
} as const;

export interface Band {
  readonly top: number;
  readonly height: number;
}

/** Where one slip and its parts are drawn, in PDF points from the page's top-left. */
export interface SlipGeometry {
  readonly page: number;
  readonly box: { x: number; y: number; width: number; height: number };
  readonly contentX: number;
  readonly contentWidth: number;
  /** Left column: info rows, the fee table, the words; narrowed when a QR code takes the right side. */
  readonly columnWidth: number;
  readonly schoolName: Band;
  readonly address: Band;
  readonly contact: Band;
  readonly ruleY: number;
  readonly info: readonly Band[];
  readonly tableHeader: Band;
  readonly feeLines: readonly Band[];
  readonly received: Band | null;
  readonly total: Band;
  readonly words: Band;
  readonly footer: Band;
  /** The QR square and its caption; null when the slip carries no QR code. */
  readonly qr: { x: number; y: number; size: number; caption: Band & { x: number; width: number } } | null;
}

export interface SlipShape {
  readonly feeLines: number;
  readonly received: number;
  readonly withQr: boolean;
}

export interface PageSlot {
  readonly page: number;
  /** Top of the box in mm from the page's top edge. */
  readonly topMm: number;
  readonly heightMm: number;
}

/**
 * Stacks the slips down the pages: each box is `slipBoxHeightMm` tall and starts a new page when it
 * would cross the bottom margin. Pure, so tests can compute page counts without drawing.
 */
export function placeSlips(shapes: readonly Pick<SlipShape, "feeLines" | "received">[]): PageSlot[] {
  const slots: PageSlot[] = [];
  let page = 0;
  let y = PAGE_TOP_MM;
  for (const shape of shapes) {
    const heightMm = slipBoxHeightMm(shape.feeLines, shape.received);
    if (y + heightMm > PAGE_BOTTOM_MM + 1e-9 && y > PAGE_TOP_MM) {
      page += 1;
      y = PAGE_TOP_MM;
    }
    slots.push({ page, topMm: y, heightMm });
    y += heightMm + SLIP_GAP_MM;
  }
  return slots;
}

const band = (boxTopMm: number, topMm: number, heightMm: number): Band => ({
  top: mm(boxTopMm + topMm),
  height: mm(heightMm),
});

/** The parts of one slip at its slot, all in points. */
export function slipGeometry(slot: PageSlot, shape: SlipShape): SlipGeometry {
  const t = slot.topMm;
  const contentXMm = BOX_X_MM + PAD_X_MM;
  const contentWidthMm = BOX_WIDTH_MM - 2 * PAD_X_MM;
  const columnWidthMm = shape.withQr ? contentWidthMm - QR_COLUMN_MM - QR_GUTTER_MM : contentWidthMm;
  const linesTop = ROW.tableHeader.top + ROW.tableHeader.height;
  const feeLines = Array.from({ length: shape.feeLines }, (_, i) =>
    band(t, linesTop + i * SLIP_LINE_HEIGHT_MM, SLIP_LINE_HEIGHT_MM),
  );
  let next = linesTop + shape.feeLines * SLIP_LINE_HEIGHT_MM;
  const received = shape.received > 0 ? band(t, next, SLIP_LINE_HEIGHT_MM) : null;
  if (received) next += SLIP_LINE_HEIGHT_MM;
  const total = band(t, next, ROW.total);
  const words = band(t, next + ROW.total, ROW.words);
  const footer = band(t, next + ROW.total + ROW.words, ROW.footer);
  const qrXMm = contentXMm + contentWidthMm - QR_COLUMN_MM + (QR_COLUMN_MM - QR_SIZE_MM) / 2;
  return {
    page: slot.page,
    box: { x: mm(BOX_X_MM), y: mm(t), width: mm(BOX_WIDTH_MM), height: mm(slot.heightMm) },
    contentX: mm(contentXMm),
    contentWidth: mm(contentWidthMm),
    columnWidth: mm(columnWidthMm),
    schoolName: band(t, ROW.schoolName.top, ROW.schoolName.height),
    address: band(t, ROW.address.top, ROW.address.height),
    contact: band(t, ROW.contact.top, ROW.contact.height),
    ruleY: mm(t + ROW.rule),
    info: ROW.info.map((top) => band(t, top, ROW.infoHeight)),
    tableHeader: band(t, ROW.tableHeader.top, ROW.tableHeader.height),
    feeLines,
    received,
    total,
    words,
    footer,
    qr: shape.withQr
      ? {
          x: mm(qrXMm),
          y: mm(t + ROW.qrTop),
          size: mm(QR_SIZE_MM),
          caption: {
            ...band(t, ROW.qrTop + QR_SIZE_MM + 0.5, 7),
            x: mm(contentXMm + contentWidthMm - QR_COLUMN_MM),
            width: mm(QR_COLUMN_MM),
          },
        }
      : null,
  };
}

export const PAGE_SIZE = A4;
