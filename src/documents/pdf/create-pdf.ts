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

/**
 * fontkit's parsed font per font file, kept from one document to the next. pdfkit accepts a parsed
 * font where it takes bytes, and every document still gets its own subset of it; parsing the file
 * again meant decoding its tables (Devanagari's GSUB lookups among them) once per document, a
 * tenth of a 2,000-slip Bills.pdf. Keyed by the bytes' object, so it lives as long as they do.
 */
const parsedFonts = new WeakMap<Uint8Array, object>();

interface OpenedFonts {
  readonly _fontFamilies: Record<string, { readonly font?: object } | undefined>;
}

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
  for (const [weight, bytes] of Object.entries(weights))
    doc.registerFont(weight, (parsedFonts.get(bytes) ?? bytes) as PDFKit.Mixins.PDFFontSource);
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
      // The weights this document opened (pdfkit opens a registered font on first use, by its name).
      const opened = (doc as unknown as OpenedFonts)._fontFamilies;
      for (const [weight, bytes] of Object.entries(weights)) {
        const parsed = opened[weight]?.font;
        if (parsed && !parsedFonts.has(bytes)) parsedFonts.set(bytes, parsed);
      }
      doc.end();
      return bytes;
    },
  };
}
