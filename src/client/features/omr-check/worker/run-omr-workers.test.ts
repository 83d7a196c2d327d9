import { afterEach, describe, expect, it, vi } from "vitest";
import type { SheetReading } from "../reader/read-sheet";
import type { OmrReadRequest, OmrWorkerMessage, SheetResult } from "./omr-worker-protocol";
import { runOmrWorkers } from "./run-omr-workers";

/** Stands in for the browser's Worker: records what it is sent and lets the test answer. */
class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<OmrWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: OmrReadRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.all.push(this);
  }
  postMessage(message: OmrReadRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the last file it was sent with one sheet named after it. */
  finish() {
    const { id, file } = this.sent.at(-1)!;
    this.answer({ type: "done", id, results: [sheet(file.name)] });
  }
  answer(message: OmrWorkerMessage) {
    this.onmessage?.({ data: message } as MessageEvent<OmrWorkerMessage>);
  }
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

    second!.finish(); // b
    expect(second!.sent.at(-1)!.file.name).toBe("c.jpg");
    second!.finish(); // c
    first!.finish(); // a
    second!.finish(); // d
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
