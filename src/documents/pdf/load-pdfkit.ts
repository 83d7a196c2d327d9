/**
 * pdfkit is CommonJS (`export =`); a dynamic import hands its constructor over as `default`.
 * `typeof import("pdfkit")` would name the bare CommonJS value instead, so spell the ESM shape out.
 */
interface PdfKitModule {
  readonly default: PDFKit.PDFDocument;
}

let loading: Promise<PdfKitModule> | undefined;

/**
 * pdfkit (~210 KB gzip) is loaded on first use so pages stay light until the user generates.
 * Its package exports pick the Node build under Node and the browser build in Vite's client bundle.
 */
export function loadPdfKit(): Promise<PdfKitModule> {
  loading ??= import("pdfkit").catch((error: unknown) => {
    loading = undefined; // a failed chunk download may succeed on the next try
    throw error;
  });
  return loading;
}
