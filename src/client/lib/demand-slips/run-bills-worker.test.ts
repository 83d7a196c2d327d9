import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeWorkerClass } from "../../components/testing/fake-worker";
import type { BillsRequest, BillsWorkerMessage } from "./bills-worker-protocol";
import { runBillsWorker } from "./run-bills-worker";

const FakeWorker = fakeWorkerClass<BillsRequest, BillsWorkerMessage>();

const request: BillsRequest = {
  language: "en",
  data: { school: { name: "S", address: "A", contactNumber: "9876543210", upiVpa: "" }, slips: [] },
};

afterEach(() => vi.unstubAllGlobals());

describe("runBillsWorker", () => {
  it("starts the bills worker as a module, reports progress as a fraction and resolves with the bytes", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const progress: number[] = [];
    const result = runBillsWorker(request, (fraction) => progress.push(fraction));
    const worker = FakeWorker.last;
    expect(worker.url.pathname).toMatch(/bills-worker\.ts$/);
    expect(worker.options).toMatchObject({ type: "module" });
    expect(worker.sent).toEqual([request]);

    worker.answer({ type: "progress", done: 50, total: 200 });
    worker.answer({ type: "progress", done: 200, total: 200 });
    worker.answer({ type: "done", bytes: new Uint8Array([1, 2, 3]).buffer });
    expect([...(await result)]).toEqual([1, 2, 3]);
    expect(progress).toEqual([0.25, 1]);
    expect(worker.terminated).toBe(true);
  });

  it("rejects with the worker's message, or with the load error when the worker cannot start, and ends the worker", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const failing = runBillsWorker(request, () => undefined);
    FakeWorker.last.answer({ type: "error", message: "Bad font" });
    await expect(failing).rejects.toThrow("Bad font");
    expect(FakeWorker.last.terminated).toBe(true);

    const unloadable = runBillsWorker(request, () => undefined);
    FakeWorker.last.onerror?.({ message: "", preventDefault: () => undefined } as ErrorEvent);
    await expect(unloadable).rejects.toThrow("The PDF worker could not start.");
  });
});
