import type { OmrWorkerMessage, SheetResult } from "./omr-worker-protocol";

/** Leave a core to the page; more than four workers only fight over memory bandwidth. */
function workerCount(files: number): number {
  const cores = typeof navigator === "undefined" ? 2 : navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(4, cores - 1, files));
}

/**
 * Reads every file in a small pool of Web Workers, each taking the next file when it finishes,
 * and resolves with the sheets in the files' order. `onProgress(done, total)` counts files.
 */
export function runOmrWorkers(
  files: readonly File[],
  questionCount: number,
  onProgress: (done: number, total: number) => void,
): Promise<SheetResult[]> {
  const results: SheetResult[][] = new Array(files.length);
  const workers = Array.from(
    { length: workerCount(files.length) },
    () => new Worker(new URL("./omr-worker.ts", import.meta.url), { type: "module", name: "omr" }),
  );
  let next = 0;
  let done = 0;
  return new Promise<SheetResult[]>((resolve, reject) => {
    if (files.length === 0) return resolve([]);
    const feed = (worker: Worker) => {
      if (next >= files.length) return;
      const id = next++;
      worker.postMessage({ id, file: files[id]!, questionCount });
    };
    for (const worker of workers) {
      worker.onmessage = ({ data: message }: MessageEvent<OmrWorkerMessage>) => {
        if (message.type === "error") return reject(new Error(message.message));
        results[message.id] = [...message.results];
        onProgress(++done, files.length);
        if (done === files.length) resolve(results.flat());
        else feed(worker);
      };
      // A worker that fails to load (a chunk missing after a deploy, say) reports only an ErrorEvent.
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || "The sheet reader could not start."));
      };
      feed(worker);
    }
  }).finally(() => workers.forEach((worker) => worker.terminate()));
}
