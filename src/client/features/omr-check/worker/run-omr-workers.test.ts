import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeWorkerClass } from "../../../components/testing/fake-worker";
import type { SheetReading } from "../reader/read-sheet";
import type { OmrReadRequest, OmrWorkerMessage, SheetResult } from "./omr-worker-protocol";
import { runOmrWorkers } from "./run-omr-workers";

const FakeWorker = fakeWorkerClass<OmrReadRequest, OmrWorkerMessage>();

/** Answers the last file `worker` was sent with one sheet named after it. */
function finish(worker: InstanceType<typeof FakeWorker>) {
  const { id, file } = worker.sent.at(-1)!;
  worker.answer({ type: "done", id, results: [sheet(file.name)] });
}

const reading: SheetReading = { status: "ok", turns: 0, page: 1, rollNumber: "1", answers: [], bubbles: [] };
const sheet = (name: string): SheetResult => ({ name, reading, preview: null, upright: true });
const files = ["a.jpg", "b.jpg", "c.jpg", "d.jpg"].map((name) => new File(["x"], name));

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.all = [];
});

describe("runOmrWorkers", () => {
  it("feeds a pool of module workers one file at a time and keeps the files' order, whatever finishes first", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    vi.stubGlobal("navigator", { hardwareConcurrency: 3 });
    const progress: number[] = [];
    const result = runOmrWorkers(files, 50, (done) => progress.push(done));
    const [first, second] = FakeWorker.all;
    expect(FakeWorker.all).toHaveLength(2);
    expect(first!.options).toMatchObject({ type: "module" });
    expect(first!.url.pathname).toMatch(/omr-worker\.ts$/);
    expect([first!.sent[0]!.file.name, second!.sent[0]!.file.name]).toEqual(["a.jpg", "b.jpg"]);
    expect(first!.sent[0]!.questionCount).toBe(50);

    finish(second!); // b
    expect(second!.sent.at(-1)!.file.name).toBe("c.jpg");
    finish(second!); // c
    finish(first!); // a
    finish(second!); // d
    expect((await result).map((s) => s.name)).toEqual(["a.jpg", "b.jpg", "c.jpg", "d.jpg"]);
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(FakeWorker.all.every((w) => w.terminated)).toBe(true);
  });

  it("rejects with a worker's error and ends every worker", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    vi.stubGlobal("navigator", { hardwareConcurrency: 8 });
    const result = runOmrWorkers(files.slice(0, 1), 50, () => undefined);
    expect(FakeWorker.all).toHaveLength(1);
    FakeWorker.all[0]!.answer({ type: "error", id: 0, message: "Out of memory" });
    await expect(result).rejects.toThrow("Out of memory");
    expect(FakeWorker.all[0]!.terminated).toBe(true);
  });
});
