import type { DocumentFonts } from "../fonts/document-fonts";
import type { DocumentLanguage } from "../language";
import { concatBytes } from "../concat-bytes";
import { loadPdfKit } from "./load-pdfkit";
import type { PdfDocument } from "./pdf-document";
import type { FontWeight } from "./text-style";

export interface PdfSetup {
  readonly fonts: DocumentFonts;
  readonly language: DocumentLanguage;
  readonly title: string;
}

export interface OpenPdf {
  /** Starts without a page: call `doc.addPage()`; every page is A4 portrait without margins. */
  readonly doc: PdfDocument;
  /** Ends the document and resolves with the whole file. */
  finish(): Promise<Uint8Array>;
}

const PDF_LANG: Record<DocumentLanguage, string> = { en: "en-IN", hi: "hi-IN" };

export async function createPdf(setup: PdfSetup): Promise<OpenPdf> {
  const { default: PDFDocument } = await loadPdfKit();
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    // null skips pdfkit's default Helvetica, which the browser build cannot load unregistered.
    font: null as unknown as string,
    lang: PDF_LANG[setup.language],
    displayTitle: true,
    info: { Title: setup.title, Creator: "Bahi" },
  });
  const weights: Record<FontWeight, Uint8Array> = setup.fonts;
  for (const [weight, bytes] of Object.entries(weights)) doc.registerFont(weight, bytes);
  doc.font("regular" satisfies FontWeight);

  const chunks: Uint8Array[] = [];
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("error", reject);
    doc.on("end", () => resolve(concatBytes(chunks)));
  });
  return {
    doc,
    finish() {
      doc.end();
      return bytes;
    },
  };
}
