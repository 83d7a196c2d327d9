import { formatDocumentDate } from "../dates";
import type { DocumentLabels } from "../labels/labels";
import { drawTextLine, measureText } from "../pdf/draw-text";
import type { PdfDocument } from "../pdf/pdf-document";
import { lineHeight, type TextStyle } from "../pdf/text-style";
import { truncateText } from "../pdf/truncate-text";
import { wrapText } from "../pdf/wrap-text";
import {
  BAND_HEIGHT,
  CARD_HEIGHT,
  CARD_PADDING,
  CARD_RADIUS,
  CARD_WIDTH,
  DETAILS_X,
  PHOTO_SIZE,
  PHOTO_TOP,
} from "./card-layout";
import type { CardPhoto } from "./photo";
import type { IdCardSchool, IdCardStudent } from "./student-id-card-schema";

const BAND_COLOR = "#1e3a8a";
const SCHOOL_STYLE: TextStyle = { size: 9.5, weight: "bold", color: "#ffffff" };
const CONTACT_STYLE: TextStyle = { size: 6.5, color: "#ffffff" };
const TITLE_STYLE: TextStyle = { size: 7, weight: "bold", color: BAND_COLOR };
const NAME_STYLE: TextStyle = { size: 8.5, weight: "bold" };
const LABEL_STYLE: TextStyle = { size: 6.5, color: "#555555" };
const VALUE_STYLE: TextStyle = { size: 6.5, weight: "bold" };
const ROW = lineHeight(LABEL_STYLE);
const DETAILS_WIDTH = CARD_WIDTH - DETAILS_X - CARD_PADDING;

export interface CardContent {
  readonly school?: IdCardSchool | undefined;
  readonly student: IdCardStudent;
  readonly photo?: CardPhoto | undefined;
}

/** One ID card with its top-left corner at (x, y). */
export function drawIdCard(
  doc: PdfDocument,
  card: CardContent,
  labels: DocumentLabels["idCard"],
  x: number,
  y: number,
): void {
  const { student } = card;
  doc.save().translate(x, y);
  doc.save().roundedRect(0, 0, CARD_WIDTH, CARD_HEIGHT, CARD_RADIUS).clip();
  doc.rect(0, 0, CARD_WIDTH, BAND_HEIGHT).fill(BAND_COLOR);
  drawSchool(doc, card.school, labels);
  doc.restore();
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor("#888888")
    .roundedRect(0, 0, CARD_WIDTH, CARD_HEIGHT, CARD_RADIUS)
    .stroke()
    .restore();

  const title = student.sessionYear ? `${labels.title} · ${labels.session}: ${student.sessionYear}` : labels.title;
  drawTextLine(
    doc,
    fit(doc, title, CARD_WIDTH - 2 * CARD_PADDING, TITLE_STYLE),
    { x: CARD_PADDING, y: BAND_HEIGHT + 2, width: CARD_WIDTH - 2 * CARD_PADDING, align: "center" },
    TITLE_STYLE,
  );
  drawPhoto(doc, card.photo, labels);
  drawDetails(doc, student, labels);

  const signatureY = CARD_HEIGHT - CARD_PADDING - ROW;
  const signatureX = CARD_WIDTH - CARD_PADDING - 62;
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor("#000000")
    .moveTo(signatureX, signatureY)
    .lineTo(CARD_WIDTH - CARD_PADDING, signatureY)
    .stroke()
    .restore();
  drawTextLine(doc, labels.signature, { x: signatureX, y: signatureY, width: 62, align: "center" }, LABEL_STYLE);
  doc.restore();
}

function fit(doc: PdfDocument, text: string, width: number, style: TextStyle): string {
  return truncateText(text, width, (t) => measureText(doc, t, style));
}

function drawSchool(doc: PdfDocument, school: IdCardSchool | undefined, labels: DocumentLabels["idCard"]): void {
  if (!school) return;
  const width = CARD_WIDTH - 2 * CARD_PADDING;
  const box = { x: CARD_PADDING, width, align: "center" as const };
  const contactY = school.contact ? 17 : 9;
  drawTextLine(doc, fit(doc, school.name, width, SCHOOL_STYLE), { ...box, y: school.contact ? 2.5 : 8 }, SCHOOL_STYLE);
  if (school.contact)
    drawTextLine(
      doc,
      fit(doc, `${labels.contact}: ${school.contact}`, width, CONTACT_STYLE),
      { ...box, y: contactY },
      CONTACT_STYLE,
    );
}

function drawPhoto(doc: PdfDocument, photo: CardPhoto | undefined, labels: DocumentLabels["idCard"]): void {
  if (photo) {
    // pdfkit takes an ArrayBuffer in both its Node and browser builds (a Uint8Array only in Node).
    const buffer = photo.bytes.buffer.slice(
      photo.bytes.byteOffset,
      photo.bytes.byteOffset + photo.bytes.byteLength,
    ) as ArrayBuffer;
    doc.image(buffer, CARD_PADDING, PHOTO_TOP, { width: PHOTO_SIZE, height: PHOTO_SIZE });
  } else {
    drawTextLine(
      doc,
      labels.photo,
      { x: CARD_PADDING, y: PHOTO_TOP + PHOTO_SIZE / 2 - ROW / 2, width: PHOTO_SIZE, align: "center" },
      LABEL_STYLE,
    );
  }
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor("#555555")
    .rect(CARD_PADDING, PHOTO_TOP, PHOTO_SIZE, PHOTO_SIZE)
    .stroke()
    .restore();
}

/** "Label: value" with the value in bold, cut to `width`. */
function drawField(doc: PdfDocument, label: string, value: string, x: number, y: number, width: number): void {
  const labelText = `${label}: `;
  const labelWidth = drawTextLine(doc, fit(doc, labelText, width, LABEL_STYLE), { x, y }, LABEL_STYLE);
  if (value) drawTextLine(doc, fit(doc, value, width - labelWidth, VALUE_STYLE), { x: x + labelWidth, y }, VALUE_STYLE);
}

function drawDetails(doc: PdfDocument, student: IdCardStudent, labels: DocumentLabels["idCard"]): void {
  const x = DETAILS_X;
  let y = PHOTO_TOP - 2;
  drawTextLine(doc, fit(doc, student.name, DETAILS_WIDTH, NAME_STYLE), { x, y }, NAME_STYLE);
  y += lineHeight(NAME_STYLE) + 1;
  drawField(doc, labels.father, student.fatherName, x, y, DETAILS_WIDTH);
  drawField(doc, labels.mother, student.motherName, x, (y += ROW), DETAILS_WIDTH);
  const half = DETAILS_WIDTH / 2;
  drawField(doc, labels.className, student.className, x, (y += ROW), half - 4);
  drawField(doc, labels.rollNumber, student.rollNumber, x + half, y, half);
  drawField(doc, labels.dateOfBirth, formatDocumentDate(student.dateOfBirth), x, (y += ROW), DETAILS_WIDTH);
  drawField(doc, labels.phone, student.phoneNumber, x, (y += ROW), DETAILS_WIDTH);

  // The address may take two lines; its second line hangs under the first line's text.
  const labelText = `${labels.address}: `;
  const indent = measureText(doc, labelText, LABEL_STYLE);
  const lines = wrapText(student.address, DETAILS_WIDTH - indent, (t) => measureText(doc, t, VALUE_STYLE));
  drawTextLine(doc, labelText, { x, y: (y += ROW) }, LABEL_STYLE);
  const shown =
    lines.length > 2
      ? [lines[0]!, fit(doc, `${lines[1]!} ${lines.slice(2).join(" ")}`, DETAILS_WIDTH - indent, VALUE_STYLE)]
      : lines;
  shown.forEach((line, index) => drawTextLine(doc, line, { x: x + indent, y: y + index * ROW }, VALUE_STYLE));
}
