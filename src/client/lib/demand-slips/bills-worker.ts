/// <reference lib="webworker" />
import "../csp/zod-without-eval";
import { generateBillsPdf } from "@/documents/demand-slips/bills-pdf";
import { loadBrowserFonts } from "@/documents/fonts/load-browser-fonts";
import { errorMessage } from "../error-message";
import type { BillsRequest, BillsWorkerMessage } from "./bills-worker-protocol";

// Runs off the page's thread: a thousand-page Bills.pdf takes a second or more of pure computation,
// and the page must keep scrolling and showing progress meanwhile. This chunk (with pdfkit and the
// fonts it fetches) loads only when someone prints bills.
declare const self: DedicatedWorkerGlobalScope;

const post = (message: BillsWorkerMessage, transfer: Transferable[] = []) => self.postMessage(message, transfer);

self.onmessage = async ({ data: request }: MessageEvent<BillsRequest>) => {
  try {
    const fonts = await loadBrowserFonts();
    const bytes = await generateBillsPdf(request.data, {
      language: request.language,
      fonts,
      onProgress: (done, total) => post({ type: "progress", done, total }),
    });
    // A copy only when the bytes are a view into a bigger buffer; otherwise the buffer moves as is.
    const buffer =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
    post({ type: "done", bytes: buffer as ArrayBuffer }, [buffer as ArrayBuffer]);
  } catch (error) {
    post({ type: "error", message: errorMessage(error) });
  }
};
