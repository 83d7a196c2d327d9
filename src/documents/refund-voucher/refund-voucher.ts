import { formatRupeesForScreen } from "@/shared/money";
import { formatDocumentDate } from "../dates";
import { amountInWords } from "../demand-slips/amount-in-words";
import { qrCodeOps } from "../demand-slips/upi-qr";
import type { DocumentOptions } from "../document-options";
import type { DocumentLanguage } from "../language";
import { createPdf } from "../pdf/create-pdf";
import { drawTextLine, measureText } from "../pdf/draw-text";
import { A4 } from "../pdf/page-geometry";
import type { PdfDocument } from "../pdf/pdf-document";
import type { TextStyle } from "../pdf/text-style";
import { truncateText } from "../pdf/truncate-text";
import { wrapText } from "../pdf/wrap-text";
import { refundVoucherLabels, type RefundVoucherLabels } from "./refund-voucher-labels";
import { refundVoucherSchema, type RefundVoucher, type RefundVoucherInput } from "./refund-voucher-schema";

const HALF = A4.height / 2;
const MARGIN = 28;
const WIDTH = A4.width - 2 * MARGIN;
const PAD = 16;
const INNER = WIDTH - 2 * PAD;
const LABEL_WIDTH = 170;
const SIGNATURE_WIDTH = 170;
const NAME: TextStyle = { size: 16, weight: "bold" };
const SMALL: TextStyle = { size: 9, color: "#334155" };
const TITLE: TextStyle = { size: 12, weight: "bold" };
const BODY: TextStyle = { size: 10.5 };
const STRONG: TextStyle = { size: 10.5, weight: "bold" };
const ROW = 19;
const QR_SIZE = 64;
const TINY: TextStyle = { size: 7.5, color: "#334155" };

/** Where a copy's verify QR code sits: top right, below the title line, as on the receipt. */
export function refundVoucherQrBox(copyTop: number): { x: number; y: number; size: number } {
  return { x: MARGIN + PAD + INNER - QR_SIZE, y: copyTop + MARGIN + PAD + 70, size: QR_SIZE };
}

/**
 * Refund-voucher-<number>.pdf: like the receipt, one A4 sheet cut in two — the office keeps the top
 * half, the parent the bottom — each a complete voucher with the amount in figures and in words,
 * and a line for each side's signature, since money left the school's hands.
 */
export async function generateRefundVoucher(data: RefundVoucherInput, options: DocumentOptions): Promise<Uint8Array> {
  const voucher = refundVoucherSchema.parse(data);
  const labels = refundVoucherLabels(options.language);
  const { doc, finish } = await createPdf({ ...options, title: `${labels.title} ${voucher.refundNo}` });
  doc.addPage();
  drawCopy(doc, voucher, labels, options.language, 0, labels.schoolCopy);
  drawCutLine(doc);
  drawCopy(doc, voucher, labels, options.language, HALF, labels.parentCopy);
  return finish();
}

function drawCopy(
  doc: PdfDocument,
  voucher: RefundVoucher,
  labels: RefundVoucherLabels,
  language: DocumentLanguage,
  top: number,
  copy: string,
): void {
  const boxTop = top + MARGIN;
  const boxHeight = HALF - 2 * MARGIN;
  doc.lineWidth(0.8).strokeColor("#475569").rect(MARGIN, boxTop, WIDTH, boxHeight).stroke();
  const x = MARGIN + PAD;
  let y = boxTop + PAD - 4;
  // With a verify QR code at the right, the values stop short of it.
  const valueWidth = INNER - LABEL_WIDTH - (voucher.verifyUrl ? QR_SIZE + 10 : 0);
  const fit = (text: string, style: TextStyle, width = INNER) =>
    truncateText(text, width, (t) => measureText(doc, t, style));

  drawTextLine(doc, fit(voucher.school.name, NAME), { x, y, width: INNER, align: "center" }, NAME);
  y += 22;
  const contact = [
    voucher.school.address,
    voucher.school.contactNumber && `${labels.contact}: ${voucher.school.contactNumber}`,
  ]
    .filter(Boolean)
    .join(" · ");
  if (contact) drawTextLine(doc, fit(contact, SMALL), { x, y, width: INNER, align: "center" }, SMALL);
  y += 18;
  doc
    .moveTo(x, y)
    .lineTo(x + INNER, y)
    .lineWidth(0.5)
    .stroke();
  y += 6;
  drawTextLine(doc, labels.title, { x, y }, TITLE);
  drawTextLine(doc, copy, { x, y, width: INNER, align: "right" }, SMALL);
  y += 24;

  const row = (label: string, value: string, style: TextStyle = BODY) => {
    drawTextLine(doc, `${label}:`, { x, y }, SMALL);
    drawTextLine(doc, fit(value, style, valueWidth), { x: x + LABEL_WIDTH, y }, style);
    y += ROW;
  };
  row(labels.refundNo, voucher.refundNo, STRONG);
  row(labels.date, formatDocumentDate(voucher.date));
  row(labels.student, voucher.studentName);
  if (voucher.fatherName) row(labels.fatherName, voucher.fatherName);
  const classAndRoll = [voucher.ledgerName, voucher.rollNumber && `${labels.rollNumber} ${voucher.rollNumber}`];
  if (voucher.ledgerName || voucher.rollNumber) row(labels.ledger, classAndRoll.filter(Boolean).join(" · "));
  row(labels.amount, formatRupeesForScreen(voucher.amount), STRONG);
  // Words may run to two lines for large amounts; wrap rather than cut them.
  const words = wrapText(amountInWords(voucher.amount, language), valueWidth, (t) => measureText(doc, t, BODY));
  drawTextLine(doc, `${labels.inWords}:`, { x, y }, SMALL);
  for (const line of words.slice(0, 2)) {
    drawTextLine(doc, line, { x: x + LABEL_WIDTH, y }, BODY);
    y += ROW;
  }
  row(labels.mode, labels.modes[voucher.paymentMode]);
  row(labels.reason, voucher.reason);

  const signatureY = boxTop + boxHeight - PAD - 14;
  const signature = (at: number, label: string) => {
    doc
      .moveTo(at, signatureY - 4)
      .lineTo(at + SIGNATURE_WIDTH, signatureY - 4)
      .lineWidth(0.5)
      .stroke();
    drawTextLine(doc, label, { x: at, y: signatureY, width: SIGNATURE_WIDTH, align: "center" }, SMALL);
  };
  signature(x, labels.receivedBy);
  signature(x + INNER - SIGNATURE_WIDTH, labels.signatory);
  if (voucher.verifyUrl) drawVerify(doc, voucher.verifyUrl, labels.verify, top, signatureY - 48);
}

/**
 * The QR code a parent or an inspector scans, and the same address in print for typing (issue 28).
 * The address goes centred below the figures, between the two signatures, clear of both.
 */
function drawVerify(doc: PdfDocument, url: string, caption: string, top: number, y: number): void {
  const qr = refundVoucherQrBox(top);
  doc.addContent(qrCodeOps(url, qr.x, qr.y, qr.size));
  const x = MARGIN + PAD;
  drawTextLine(doc, caption, { x, y, width: INNER, align: "center" }, TINY);
  drawTextLine(doc, url, { x, y: y + 10, width: INNER, align: "center" }, TINY);
}

function drawCutLine(doc: PdfDocument): void {
  doc
    .save()
    .dash(4, { space: 4 })
    .lineWidth(0.5)
    .strokeColor("#94a3b8")
    .moveTo(12, HALF)
    .lineTo(A4.width - 12, HALF)
    .stroke()
    .undash()
    .restore();
}
