import { z } from "zod";
import { formatRupeesForScreen } from "@/shared/money";
import { amountInWords } from "../demand-slips/amount-in-words";
import type { DocumentOptions } from "../document-options";
import type { DocumentLanguage } from "../language";
import { createPdf } from "../pdf/create-pdf";
import { drawTextLine, measureText } from "../pdf/draw-text";
import { A4 } from "../pdf/page-geometry";
import type { PdfDocument } from "../pdf/pdf-document";
import type { TextStyle } from "../pdf/text-style";
import { wrapText } from "../pdf/wrap-text";

const text = (max: number) => z.string().trim().max(max);

/** The server's certificates (GET …/tuition-certificate[s]) with the school, for one PDF. */
export const tuitionCertificatesInputSchema = z.object({
  year: text(10).min(1),
  school: z.object({ name: text(200).min(1), address: text(300).default(""), contactNumber: text(40).default("") }),
  certificates: z
    .array(
      z.object({
        certificateNo: text(60),
        studentName: text(200),
        fatherName: text(100).default(""),
        rollNumber: text(20).default(""),
        ledgerName: text(200).default(""),
        heads: z.array(z.object({ feeHeadName: text(200), feeHeadNameHi: text(200).default(""), amount: z.number() })),
        total: z.number(),
      }),
    )
    .min(1)
    .max(5000),
});
export type TuitionCertificatesInput = z.input<typeof tuitionCertificatesInputSchema>;

const labels = {
  en: {
    title: "Tuition Fee Certificate",
    subtitle: "for deduction under Section 80C of the Income-tax Act, 1961",
    certificateNo: "Certificate No.",
    body: (student: string, father: string, year: string) =>
      `This is to certify that ${student}${father ? `, son/daughter of ${father},` : ""} is a student of this school, and that the following tuition fees were received for the financial year ${year} (April to March):`,
    ledger: "Class",
    rollNumber: "Roll No.",
    total: "Total tuition fee received",
    inWords: "In words",
    note: "Only tuition fees are included: no development, transport, exam or other fees.",
    signatory: "Principal / Authorized Signatory",
  },
  hi: {
    title: "ट्यूशन शुल्क प्रमाण पत्र",
    subtitle: "आयकर अधिनियम, 1961 की धारा 80C के अंतर्गत कटौती हेतु",
    certificateNo: "प्रमाण पत्र संख्या",
    body: (student: string, father: string, year: string) =>
      `प्रमाणित किया जाता है कि ${student}${father ? ` (पिता: ${father})` : ""} इस विद्यालय के छात्र/छात्रा हैं, तथा वित्तीय वर्ष ${year} (अप्रैल से मार्च) में निम्नलिखित ट्यूशन शुल्क प्राप्त हुआ:`,
    ledger: "कक्षा",
    rollNumber: "अनुक्रमांक",
    total: "कुल प्राप्त ट्यूशन शुल्क",
    inWords: "शब्दों में",
    note: "इसमें केवल ट्यूशन शुल्क सम्मिलित है: विकास, वाहन, परीक्षा या अन्य शुल्क नहीं।",
    signatory: "प्रधानाचार्य / अधिकृत हस्ताक्षरकर्ता",
  },
};

const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const NAME: TextStyle = { size: 18, weight: "bold" };
const SMALL: TextStyle = { size: 9.5, color: "#334155" };
const TITLE: TextStyle = { size: 15, weight: "bold" };
const BODY: TextStyle = { size: 11 };
const STRONG: TextStyle = { size: 11, weight: "bold" };

/** Tuition-Certificates-<year>.pdf: one A4 page per student, in the document's language. */
export async function generateTuitionCertificates(
  data: TuitionCertificatesInput,
  options: DocumentOptions,
): Promise<Uint8Array> {
  const input = tuitionCertificatesInputSchema.parse(data);
  const words = labels[options.language];
  const { doc, finish } = await createPdf({ ...options, title: `${words.title} ${input.year}` });
  for (const certificate of input.certificates) {
    doc.addPage();
    drawCertificate(doc, input, certificate, options.language);
  }
  return finish();
}

function drawCertificate(
  doc: PdfDocument,
  input: z.output<typeof tuitionCertificatesInputSchema>,
  certificate: z.output<typeof tuitionCertificatesInputSchema>["certificates"][number],
  language: DocumentLanguage,
): void {
  const words = labels[language];
  const x = MARGIN;
  let y = MARGIN;
  const center = (line: string, style: TextStyle) => {
    drawTextLine(doc, line, { x, y, width: WIDTH, align: "center" }, style);
  };
  const paragraph = (line: string, style: TextStyle) => {
    for (const part of wrapText(line, WIDTH, (t) => measureText(doc, t, style))) {
      drawTextLine(doc, part, { x, y }, style);
      y += style.size * 1.6;
    }
  };
  center(input.school.name, NAME);
  y += 24;
  const contact = [input.school.address, input.school.contactNumber].filter(Boolean).join(" · ");
  if (contact) center(contact, SMALL);
  y += 20;
  doc
    .moveTo(x, y)
    .lineTo(x + WIDTH, y)
    .lineWidth(0.6)
    .stroke();
  y += 18;
  center(words.title, TITLE);
  y += 20;
  center(words.subtitle, SMALL);
  y += 28;
  drawTextLine(doc, `${words.certificateNo}: ${certificate.certificateNo}`, { x, y }, STRONG);
  y += 28;
  paragraph(words.body(certificate.studentName, certificate.fatherName, input.year), BODY);
  const classAndRoll = [
    certificate.ledgerName && `${words.ledger}: ${certificate.ledgerName}`,
    certificate.rollNumber && `${words.rollNumber}: ${certificate.rollNumber}`,
  ].filter(Boolean);
  if (classAndRoll.length > 0) paragraph(classAndRoll.join(" · "), BODY);
  y += 10;
  for (const head of certificate.heads) {
    const name = language === "hi" && head.feeHeadNameHi ? head.feeHeadNameHi : head.feeHeadName;
    drawTextLine(doc, name, { x: x + 20, y }, BODY);
    drawTextLine(doc, formatRupeesForScreen(head.amount), { x, y, width: WIDTH, align: "right" }, BODY);
    y += 20;
  }
  doc
    .moveTo(x, y)
    .lineTo(x + WIDTH, y)
    .lineWidth(0.4)
    .stroke();
  y += 8;
  drawTextLine(doc, words.total, { x: x + 20, y }, STRONG);
  drawTextLine(doc, formatRupeesForScreen(certificate.total), { x, y, width: WIDTH, align: "right" }, STRONG);
  y += 26;
  paragraph(`${words.inWords}: ${amountInWords(certificate.total, language)}`, BODY);
  y += 8;
  paragraph(words.note, SMALL);
  const signatureY = A4.height - MARGIN - 40;
  doc
    .moveTo(x + WIDTH - 220, signatureY - 4)
    .lineTo(x + WIDTH, signatureY - 4)
    .lineWidth(0.5)
    .stroke();
  drawTextLine(doc, words.signatory, { x: x + WIDTH - 220, y: signatureY, width: 220, align: "center" }, SMALL);
}
