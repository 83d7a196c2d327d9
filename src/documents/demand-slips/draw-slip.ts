import type { DemandSlip } from "@/shared/api/demand-slip";
import { formatRupeesForScreen } from "@/shared/money";
import { formatDocumentDate } from "../dates";
import type { BillsSchool } from "./bills-input";
import type { ContentBatch } from "./content-batch";
import { slipFeeText } from "./slip-fee-text";
import type { SlipLabels } from "./slip-labels";
import type { SlipGeometry } from "./slip-layout";
import type { SlipText, SlipTextStyle } from "./slip-text";
import { qrCodeOps } from "./upi-qr";

const SCHOOL_NAME: SlipTextStyle = { weight: "bold", size: 13 };
const SMALL: SlipTextStyle = { weight: "regular", size: 8.5, gray: 0.2 };
const LABEL: SlipTextStyle = { weight: "regular", size: 8, gray: 0.35 };
const VALUE: SlipTextStyle = { weight: "bold", size: 9 };
const BODY: SlipTextStyle = { weight: "regular", size: 9 };
const HEADING: SlipTextStyle = { weight: "bold", size: 9 };
const TOTAL: SlipTextStyle = { weight: "bold", size: 10 };
const CAPTION: SlipTextStyle = { weight: "regular", size: 6.5, gray: 0.2 };
const LABEL_GAP = 3;
const SIGNATURE_LINE = 130;
const AMOUNT_WIDTH = 100;

const formattedAmounts = new Map<number, string>();

/**
 * formatRupeesForScreen, remembered: a run repeats the same few fees thousands of times, and formatting each
 * anew was ~3% of a 2,000-slip run (with Intl then; by hand since decision 0033, still a string walk
 * and a BigInt per call). The formatting is pure, so a shared memo is safe; it is bounded.
 */
function amountText(rupees: number): string {
  let text = formattedAmounts.get(rupees);
  if (text === undefined) {
    if (formattedAmounts.size >= 10_000) formattedAmounts.clear();
    text = formatRupeesForScreen(rupees);
    formattedAmounts.set(rupees, text);
  }
  return text;
}

/** What one slip prints, worked out before drawing (balance, words, the UPI link). */
export interface SlipFigures {
  readonly slip: DemandSlip;
  readonly balance: number;
  readonly balanceInWords: string;
  /** The UPI pay link for the QR code; null when the slip has none. */
  readonly upiLink: string | null;
}

export interface SlipPainter {
  readonly batch: ContentBatch;
  readonly text: SlipText;
  readonly labels: SlipLabels;
  readonly school: BillsSchool;
}

type FieldKey = "slipNo" | "date" | "dueDate" | "student" | "father" | "className" | "rollNumber" | "ledger";

/** The labelled fields of the three info rows: row, and the share of the column each spans. */
const FIELDS: readonly { key: FieldKey; row: number; from: number; to: number }[] = [
  { key: "slipNo", row: 0, from: 0, to: 0.36 },
  { key: "date", row: 0, from: 0.36, to: 0.68 },
  { key: "dueDate", row: 0, from: 0.68, to: 1 },
  { key: "student", row: 1, from: 0, to: 0.5 },
  { key: "father", row: 1, from: 0.5, to: 1 },
  { key: "className", row: 2, from: 0, to: 0.22 },
  { key: "rollNumber", row: 2, from: 0.22, to: 0.5 },
  { key: "ledger", row: 2, from: 0.5, to: 1 },
];

/** Horizontal positions shared by the fixed parts and the values. */
function columns(g: SlipGeometry) {
  const left = g.contentX;
  const right = g.contentX + g.columnWidth;
  return {
    left,
    right,
    cellX: left + 2,
    amountX: right - 2 - AMOUNT_WIDTH,
    particularWidth: g.columnWidth - AMOUNT_WIDTH - 8,
  };
}

const footerBand = (g: SlipGeometry) => ({
  top: g.footer.top + g.footer.height * 0.45,
  height: g.footer.height * 0.55,
});

/**
 * The parts above the fee lines that every slip of a run shares: school header, field labels,
 * table heading and the QR caption. Drawn once into a template (see slip-templates.ts).
 */
export function drawSlipHead({ batch, text, labels, school }: SlipPainter, g: SlipGeometry): void {
  const { left, cellX, amountX } = columns(g);
  text.draw(school.name, SCHOOL_NAME, { x: left, band: g.schoolName, width: g.contentWidth, align: "center" });
  text.draw(school.address, SMALL, { x: left, band: g.address, width: g.contentWidth, align: "center" });
  text.draw(`${labels.contactUs}: ${school.contactNumber}`, SMALL, {
    x: left,
    band: g.contact,
    width: g.contentWidth,
    align: "center",
  });
  batch.line(g.box.x, g.ruleY, g.box.x + g.box.width, g.ruleY, 0.5, 0.4);
  for (const field of FIELDS)
    text.draw(`${labels[field.key]}:`, LABEL, { x: left + g.columnWidth * field.from, band: g.info[field.row]! });
  batch.fillRect(left, g.tableHeader.top, g.columnWidth, g.tableHeader.height, 0.92);
  text.draw(labels.particulars, HEADING, { x: cellX, band: g.tableHeader });
  text.draw(labels.amount, HEADING, { x: amountX, band: g.tableHeader, width: AMOUNT_WIDTH, align: "right" });
  if (g.qr) {
    const { caption } = g.qr;
    const lineHeight = caption.height / labels.scanToPay.length;
    labels.scanToPay.forEach((line, index) => {
      const band = { top: caption.top + index * lineHeight, height: lineHeight };
      text.draw(line, CAPTION, { x: caption.x, band, width: caption.width, align: "center", fit: true });
    });
  }
}

/** The shared parts below the fee lines: 'Less: Received', rules, 'Balance', 'In words', footer, signature line. */
export function drawSlipFoot({ batch, text, labels }: SlipPainter, g: SlipGeometry): void {
  const { left, right, cellX, particularWidth } = columns(g);
  if (g.received) text.draw(labels.received, BODY, { x: cellX, band: g.received, width: particularWidth });
  batch.line(left, g.total.top, right, g.total.top, 0.6, 0.3);
  text.draw(labels.balance, TOTAL, { x: cellX, band: g.total, width: particularWidth });
  batch.line(left, g.total.top + g.total.height, right, g.total.top + g.total.height, 0.6, 0.3);
  text.draw(`${labels.inWords}:`, LABEL, { x: cellX, band: g.words });
  const footer = footerBand(g);
  text.draw(labels.ensurePayment, BODY, { x: cellX, band: footer, width: g.contentWidth - SIGNATURE_LINE - 10 });
  const signatureX = g.contentX + g.contentWidth - SIGNATURE_LINE;
  batch.line(signatureX, footer.top, signatureX + SIGNATURE_LINE, footer.top, 0.5, 0.3);
  text.draw(labels.signatory, SMALL, { x: signatureX, band: footer, width: SIGNATURE_LINE, align: "center" });
}

/** What differs from slip to slip (SPEC §9): the box, the student's values, fee lines, totals, words, QR code. */
export function drawSlipValues({ batch, text, labels }: SlipPainter, figures: SlipFigures, g: SlipGeometry): void {
  const { slip } = figures;
  const { left, right, cellX, amountX, particularWidth } = columns(g);
  batch.strokeRect(g.box.x, g.box.y, g.box.width, g.box.height, 0.8);

  const values: Record<FieldKey, string> = {
    slipNo: slip.slipNo,
    date: formatDocumentDate(slip.date),
    dueDate: formatDocumentDate(slip.dueDate),
    student: slip.studentName,
    father: slip.fatherName,
    className: slip.className,
    rollNumber: slip.rollNumber,
    ledger: slip.sessionYear ? `${slip.ledgerName} (${slip.sessionYear})` : slip.ledgerName,
  };
  for (const field of FIELDS) {
    // Label widths come from the shaping cache: measured once per run, not once per slip.
    const x = left + g.columnWidth * field.from + text.width(`${labels[field.key]}:`, LABEL) + LABEL_GAP;
    text.draw(values[field.key], VALUE, {
      x,
      band: g.info[field.row]!,
      width: left + g.columnWidth * field.to - x - LABEL_GAP,
    });
  }

  slip.feesDetails.forEach((fee, index) => {
    const band = g.feeLines[index]!;
    text.draw(slipFeeText(fee, labels), BODY, {
      x: cellX,
      band,
      width: particularWidth,
    });
    text.draw(amountText(fee.amount), BODY, { x: amountX, band, width: AMOUNT_WIDTH, align: "right" });
  });
  if (g.received)
    text.draw(amountText(slip.totalMoneyReceive), BODY, {
      x: amountX,
      band: g.received,
      width: AMOUNT_WIDTH,
      align: "right",
    });
  text.draw(amountText(figures.balance), TOTAL, { x: amountX, band: g.total, width: AMOUNT_WIDTH, align: "right" });
  const wordsX = cellX + text.width(`${labels.inWords}:`, LABEL) + LABEL_GAP;
  text.draw(figures.balanceInWords, BODY, { x: wordsX, band: g.words, width: right - wordsX, fit: true });
  if (g.qr && figures.upiLink) batch.graphic(qrCodeOps(figures.upiLink, g.qr.x, g.qr.y, g.qr.size));
}
