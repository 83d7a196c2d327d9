import type { DocumentOptions } from "@/documents/document-options";
import type { DocumentLanguage } from "@/documents/language";
import { countPdfPages } from "./count-pdf-pages";
import { downloadFile } from "./download-file";

export type DocumentGenerator<T> = (data: T, options: DocumentOptions) => Promise<Uint8Array>;

export interface PrintJob<T> {
  /** Write it as `() => import("@/documents/…").then(…)` at the call site: the bundler then keeps pdfkit out of the page's chunk. */
  loadGenerator: () => Promise<DocumentGenerator<T>>;
  data: T;
  fileName: string;
  language: DocumentLanguage;
  /** How the finished file reaches the user; a download unless given (receipts may be shared). */
  deliver?: (bytes: Uint8Array, fileName: string) => Promise<void>;
}

export interface PrintedDocument {
  fileName: string;
  pageCount: number;
}

/** Loads the generator and the fonts on first use, draws the PDF and saves it as `fileName`. */
export async function printDocument<T>({
  loadGenerator,
  data,
  fileName,
  language,
  deliver,
}: PrintJob<T>): Promise<PrintedDocument> {
  const [generate, fonts] = await Promise.all([loadGenerator(), loadFonts()]);
  const bytes = await generate(data, { language, fonts });
  if (deliver) await deliver(bytes, fileName);
  else downloadFile(bytes, fileName, "application/pdf");
  return { fileName, pageCount: countPdfPages(bytes) };
}

/** Saves a value as pretty-printed JSON (the OMR layout template). */
export function downloadJson(value: unknown, fileName: string): void {
  downloadFile(`${JSON.stringify(value, null, 2)}\n`, fileName, "application/json");
}

/** Saves zip bytes (the OMR sheet's OMRChecker templates). */
export function downloadZip(bytes: Uint8Array, fileName: string): void {
  downloadFile(bytes, fileName, "application/zip");
}

// The loader fetches the fonts once per page and forgets a failed fetch, so a retry can succeed.
async function loadFonts() {
  const { loadBrowserFonts } = await import("@/documents/fonts/load-browser-fonts");
  return loadBrowserFonts();
}
