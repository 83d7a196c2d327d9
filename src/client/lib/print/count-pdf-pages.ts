/**
 * Pages in a PDF written by pdfkit, which keeps every page dictionary uncompressed
 * (`/Type /Page`); the page tree's own `/Type /Pages` is not counted.
 */
export function countPdfPages(bytes: Uint8Array): number {
  const text = new TextDecoder("latin1").decode(bytes);
  return text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}
