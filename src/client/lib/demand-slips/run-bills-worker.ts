import type { BillsRequest, BillsWorkerMessage } from "./bills-worker-protocol";

/**
 * Prints Bills.pdf in a fresh Web Worker and resolves with its bytes. One worker per run, ended
 * afterwards: printing is occasional, and a finished worker gives its fonts and pdfkit memory back.
 */
export function runBillsWorker(request: BillsRequest, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  const worker = new Worker(new URL("./bills-worker.ts", import.meta.url), { type: "module", name: "bills" });
  return new Promise<Uint8Array>((resolve, reject) => {
    worker.onmessage = ({ data: message }: MessageEvent<BillsWorkerMessage>) => {
      if (message.type === "progress") onProgress(message.total ? message.done / message.total : 1);
      else if (message.type === "done") resolve(new Uint8Array(message.bytes));
      else reject(new Error(message.message));
    };
    // A worker that fails to load (a chunk missing after a deploy, say) reports only an ErrorEvent.
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message || "The PDF worker could not start."));
    };
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}
