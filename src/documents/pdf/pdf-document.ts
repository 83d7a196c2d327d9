/** The pdfkit document type, named once so the rest of the code does not spell the global namespace. */
export type PdfDocument = PDFKit.PDFDocument;
