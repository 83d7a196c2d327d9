import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleSchool, sampleSlips } from "@/documents/demand-slips/bills-fixtures";
import { loadNodeFonts } from "@/documents/fonts/load-node-fonts";
import type { BillsRequest, BillsWorkerMessage } from "./bills-worker-protocol";

// The worker loads its fonts over HTTP in the browser; here the same bytes come from node_modules.
vi.mock("@/documents/fonts/load-browser-fonts", () => ({ loadBrowserFonts: () => loadNodeFonts() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Loads the worker module into a fake worker scope and sends it one request. */
async function runWorker(request: unknown) {
  const posted: { message: BillsWorkerMessage; transfer: Transferable[] }[] = [];
  const scope: {
    onmessage?: (event: MessageEvent) => Promise<void>;
    postMessage: (m: BillsWorkerMessage, t: Transferable[]) => void;
  } = {
    postMessage: (message, transfer) => posted.push({ message, transfer }),
  };
  vi.stubGlobal("self", scope);
  await import("./bills-worker");
  await scope.onmessage!({ data: request } as MessageEvent);
  return posted;
}

describe("bills worker", () => {
  it("prints the request, posting progress and then the PDF's buffer as a transfer", async () => {
    const request: BillsRequest = { language: "en", data: { school: sampleSchool, slips: sampleSlips(60, 2) } };
    const posted = await runWorker(request);
    expect(posted.filter((p) => p.message.type === "progress").map((p) => p.message)).toEqual([
      { type: "progress", done: 50, total: 60 },
      { type: "progress", done: 60, total: 60 },
    ]);
    const last = posted.at(-1)!;
    expect(last.message.type).toBe("done");
    const buffer = (last.message as { bytes: ArrayBuffer }).bytes;
    expect(last.transfer).toEqual([buffer]);
    expect(new TextDecoder().decode(new Uint8Array(buffer, 0, 5))).toBe("%PDF-");
  });

  it("answers an error message instead of throwing inside the worker", async () => {
    const posted = await runWorker({ language: "en", data: { school: sampleSchool, slips: [{ broken: true }] } });
    expect(posted.at(-1)!.message).toMatchObject({ type: "error" });
  });
});
