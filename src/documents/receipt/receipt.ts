import { formatRupeesForScreen } from "@/shared/money";
import { describeText } from "@/shared/rules/system-texts";
import { formatDocumentDate } from "../dates";
import { amountInWords } from "../demand-slips/amount-in-words";
import { qrCodeOps } from "../demand-slips/upi-qr";
import { describeFeeLine } from "../fee-lines";
import type { DocumentOptions } from "../document-options";
import type { DocumentLanguage } from "../language";
import { createPdf } from "../pdf/create-pdf";
import { drawTextLine, measureText } from "../pdf/draw-text";
import { A4 } from "../pdf/page-geometry";
import type { PdfDocument } from "../pdf/pdf-document";
import type { TextStyle } from "../pdf/text-style";
import { truncateText } from "../pdf/truncate-text";
import { wrapText } from "../pdf/wrap-text";
import { receiptLabels, type ReceiptLabels } from "./receipt-labels";
import { receiptSchema, type Receipt, type ReceiptInput } from "./receipt-schema";

const HALF = A4.height / 2;
const MARGIN = 28;
const WIDTH = A4.width - 2 * MARGIN;
const PAD = 16;
const INNER = WIDTH - 2 * PAD;
const LABEL_WIDTH = 170;
const NAME: TextStyle = { size: 16, weight: "bold" };
const SMALL: TextStyle = { size: 9, color: "#334155" };
const TITLE: TextStyle = { size: 12, weight: "bold" };
const BODY: TextStyle = { size: 10.5 };
const STRONG: TextStyle = { size: 10.5, weight: "bold" };
const ROW = 19;
const MARK: TextStyle = { size: 40, weight: "bold", color: "#dc2626" };
const QR_SIZE = 64;
const TINY: TextStyle = { size: 7.5, color: "#334155" };

/** Where a copy's verify QR code sits: top right, below the copy's title line, clear of the values. */
export function receiptQrBox(copyTop: number): { x: number; y: number; size: number } {
  return { x: MARGIN + PAD + INNER - QR_SIZE, y: copyTop + MARGIN + PAD + 70, size: QR_SIZE };
}

/**
 * Receipt-<number>.pdf: one A4 sheet cut in two — the school keeps the top half, the parent the
 * bottom — each a complete receipt with the amount in figures and in words and the balance left.
 */
export async function generateReceipt(data: ReceiptInput, options: DocumentOptions): Promise<Uint8Array> {
  const receipt = receiptSchema.parse(data);
  const labels = receiptLabels(options.language);
  const title = receipt.receiptNo ? `${labels.title} ${receipt.receiptNo}` : labels.provisionalTitle;
  const { doc, finish } = await createPdf({ ...options, title });
  doc.addPage();
  drawCopy(doc, receipt, labels, options.language, 0, labels.schoolCopy);
  drawCutLine(doc);
  drawCopy(doc, receipt, labels, options.language, HALF, labels.parentCopy);
  return finish();
}

function drawCopy(
  doc: PdfDocument,
  receipt: Receipt,
  labels: ReceiptLabels,
  language: DocumentLanguage,
  top: number,
  copy: string,
): void {
  const boxTop = top + MARGIN;
  const boxHeight = HALF - 2 * MARGIN;
  doc.lineWidth(0.8).strokeColor("#475569").rect(MARGIN, boxTop, WIDTH, boxHeight).stroke();
  const x = MARGIN + PAD;
  let y = boxTop + PAD - 4;
  const fit = (text: string, style: TextStyle, width = INNER) =>
    truncateText(text, width, (t) => measureText(doc, t, style));
  // With a verify QR code at the right, the values stop short of it.
  const valueWidth = INNER - LABEL_WIDTH - (receipt.verifyUrl ? QR_SIZE + 10 : 0);

  drawTextLine(doc, fit(receipt.school.name, NAME), { x, y, width: INNER, align: "center" }, NAME);
  y += 22;
  const contact = [
    receipt.school.address,
    receipt.school.contactNumber && `${labels.contact}: ${receipt.school.contactNumber}`,
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
  drawTextLine(doc, receipt.receiptNo ? labels.title : labels.provisionalTitle, { x, y }, TITLE);
  drawTextLine(doc, copy, { x, y, width: INNER, align: "right" }, SMALL);
  y += 24;

  const row = (label: string, value: string, style: TextStyle = BODY) => {
    drawTextLine(doc, `${label}:`, { x, y }, SMALL);
    drawTextLine(doc, fit(value, style, valueWidth), { x: x + LABEL_WIDTH, y }, style);
    y += ROW;
  };
  row(labels.receiptNo, receipt.receiptNo ?? labels.provisionalNo, STRONG);
  row(labels.date, formatDocumentDate(receipt.date));
  row(labels.student, receipt.studentName);
  if (receipt.fatherName) row(labels.fatherName, receipt.fatherName);
  const classAndRoll = [receipt.ledgerName, receipt.rollNumber && `${labels.rollNumber} ${receipt.rollNumber}`];
  if (receipt.ledgerName || receipt.rollNumber) row(labels.ledger, classAndRoll.filter(Boolean).join(" · "));
  if (receipt.description) row(labels.description, describeText(receipt.description, labels.systemTexts));
  row(labels.amount, formatRupeesForScreen(receipt.amount), STRONG);
  // The words may run to two lines for large amounts; wrap rather than cut them.
  const words = wrapText(amountInWords(receipt.amount, language), valueWidth, (t) => measureText(doc, t, BODY));
  drawTextLine(doc, `${labels.inWords}:`, { x, y }, SMALL);
  for (const line of words.slice(0, 2)) {
    drawTextLine(doc, line, { x: x + LABEL_WIDTH, y }, BODY);
    y += ROW;
  }
  if (receipt.settled.length > 0) {
    // Head by head, what this payment settled; two lines at most in a half-page copy.
    const settled = receipt.settled.map((line) => describeFeeLine(line, language)).join(", ");
    const lines = wrapText(settled, valueWidth, (t) => measureText(doc, t, BODY));
    drawTextLine(doc, `${labels.settled}:`, { x, y }, SMALL);
    for (const [index, line] of lines.slice(0, 2).entries()) {
      const last = index === 1 && lines.length > 2;
      drawTextLine(doc, last ? fit(`${line} …`, BODY, valueWidth) : line, { x: x + LABEL_WIDTH, y }, BODY);
      y += ROW;
    }
  }
  if (receipt.paymentMode) row(labels.mode, labels.modes[receipt.paymentMode]);
  row(labels.balance, formatRupeesForScreen(receipt.balanceAfter), STRONG);
  if (receipt.cancelReason !== null) {
    row(labels.cancelReason, receipt.cancelReason, STRONG);
    drawCancelledMark(doc, labels.cancelledMark, boxTop + boxHeight / 2 - 10);
  }

  const signatureY = boxTop + boxHeight - PAD - 14;
  const lineStart = x + INNER - 170;
  doc
    .moveTo(lineStart, signatureY - 4)
    .lineTo(x + INNER, signatureY - 4)
    .lineWidth(0.5)
    .stroke();
  drawTextLine(doc, labels.signatory, { x: lineStart, y: signatureY, width: 170, align: "center" }, SMALL);
  if (receipt.verifyUrl) drawVerify(doc, receipt.verifyUrl, labels.verify, top, { x, y: signatureY });
}

/** The QR code a parent or inspector scans, and the same address in print for typing (issue 28). */
function drawVerify(doc: PdfDocument, url: string, caption: string, top: number, at: { x: number; y: number }) {
  const qr = receiptQrBox(top);
  doc.addContent(qrCodeOps(url, qr.x, qr.y, qr.size));
  const captionWidth = INNER - 180;
  drawTextLine(
    doc,
    truncateText(caption, captionWidth, (t) => measureText(doc, t, TINY)),
    { x: at.x, y: at.y - 10 },
    TINY,
  );
  drawTextLine(doc, url, { x: at.x, y: at.y }, TINY);
}

/** Across the middle of a copy, in red and boxed: drawn last, over the figures, so it cannot be missed. */
function drawCancelledMark(doc: PdfDocument, mark: string, y: number): void {
  const width = measureText(doc, mark, MARK) + 24;
  const x = MARGIN + (WIDTH - width) / 2;
  doc
    .save()
    .lineWidth(3)
    .strokeColor(MARK.color ?? "#dc2626")
    .rect(x, y - 6, width, MARK.size * 1.5)
    .stroke()
    .restore();
  drawTextLine(doc, mark, { x, y, width, align: "center" }, MARK);
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
