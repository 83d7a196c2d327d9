// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OutboxEntry } from "./outbox-store";

// IndexedDB as idb-keyval sees it, one Map shared by every "tab" (module instance) of a test.
const database = vi.hoisted(() => new Map<string, unknown>());
vi.mock("idb-keyval", () => ({
  createStore: () => "store",
  get: async (key: string) => database.get(key),
  set: async (key: string, value: unknown) => void database.set(key, structuredClone(value)),
  del: async (key: string) => void database.delete(key),
  values: async () => [...database.values()],
}));

type Answer = { status: number; body: unknown } | "network";
let answers: Answer[] = [];
const sent: { key: string; amount: number }[] = [];

function entry(id: string, queuedAt: number, amount: number): OutboxEntry {
  return {
    id,
    queuedAt,
    schoolId: "school-1",
    body: { studentOwnerId: "student-1", amount, transactionType: "Credit", transactionDate: "2026-11-27" },
  };
}

/** A fresh copy of the outbox modules: what a second open tab runs. */
async function tab() {
  vi.resetModules();
  return {
    drain: (await import("./drain-outbox")).drainOutbox,
    store: await import("./outbox-store"),
  };
}

beforeEach(() => {
  database.clear();
  answers = [];
  sent.length = 0;
  // The server: records each key once, answering a repeat with the first answer.
  const recorded = new Map<string, unknown>();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const key = (init.headers as Record<string, string>)["idempotency-key"]!;
      const body = JSON.parse(init.body as string) as { amount: number };
      const answer = answers.shift() ?? { status: 200, body: null };
      if (answer === "network") throw new TypeError("Failed to fetch");
      if (answer.status !== 200) return new Response(JSON.stringify(answer.body), { status: answer.status });
      if (!recorded.has(key)) {
        sent.push({ key, amount: body.amount });
        recorded.set(key, { _id: `t-${key}`, amount: body.amount, receiptNo: `2026-27/000${recorded.size + 1}` });
      }
      return new Response(JSON.stringify({ success: true, data: recorded.get(key) }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { success: false, error: { code, message } },
});

describe("drainOutbox", () => {
  it("sends every entry oldest first with its own id as Idempotency-Key, then drops it", async () => {
    const { drain, store } = await tab();
    await store.putEntry(entry("b", 2, 200));
    await store.putEntry(entry("a", 1, 100));
    const onSent = vi.fn();
    await drain(onSent);
    expect(sent).toEqual([
      { key: "a", amount: 100 },
      { key: "b", amount: 200 },
    ]);
    expect(onSent.mock.calls.map(([, row]) => (row as { receiptNo: string }).receiptNo)).toEqual([
      "2026-27/0001",
      "2026-27/0002",
    ]);
    expect(await store.readOutbox()).toEqual([]);
  });

  it("keeps a refused entry for attention with the reason, and sends the next one", async () => {
    const { drain, store } = await tab();
    await store.putEntry(entry("a", 1, 100));
    await store.putEntry(entry("b", 2, 200));
    answers = [refusal(409, "DAY_CLOSED", "The day is closed")];
    await drain(() => undefined);
    expect(sent.map((s) => s.key)).toEqual(["b"]);
    const [kept] = await store.readOutbox();
    expect(kept).toMatchObject({ id: "a", refused: { status: 409, code: "DAY_CLOSED", message: "The day is closed" } });
    // A refused entry is not sent again by itself.
    await drain(() => undefined);
    expect(sent.map((s) => s.key)).toEqual(["b"]);
  });

  it("stops at a network failure or a server error and sends the rest, same keys, on the next drain", async () => {
    const { drain, store } = await tab();
    await store.putEntry(entry("a", 1, 100));
    await store.putEntry(entry("b", 2, 200));
    answers = ["network"];
    await drain(() => undefined);
    expect(sent).toEqual([]);
    answers = [{ status: 200, body: null }, refusal(503, "UNAVAILABLE", "Try later")];
    await drain(() => undefined);
    expect(sent.map((s) => s.key)).toEqual(["a"]);
    expect((await store.readOutbox()).map((e) => [e.id, e.refused])).toEqual([["b", undefined]]);
    await drain(() => undefined);
    expect(sent.map((s) => s.key)).toEqual(["a", "b"]);
    expect(await store.readOutbox()).toEqual([]);
  });

  it("two tabs draining at once record each entry once (Web Locks: one drain at a time)", async () => {
    // navigator.locks as the browser has it: one holder of a name at a time, the others queued.
    let queue = Promise.resolve();
    const request = vi.fn((_name: string, work: () => Promise<void>) => {
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    });
    vi.stubGlobal("navigator", { locks: { request } });
    const first = await tab();
    const second = await tab();
    for (const [i, id] of ["a", "b", "c"].entries()) await first.store.putEntry(entry(id, i, 100 * (i + 1)));
    const onSent = vi.fn();
    await Promise.all([first.drain(onSent), second.drain(onSent)]);
    expect(request).toHaveBeenCalledTimes(2);
    // Not one request more than entries: the second tab waited, then found the outbox empty.
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(3);
    expect(sent.map((s) => s.key)).toEqual(["a", "b", "c"]);
    expect(onSent).toHaveBeenCalledTimes(3);
    expect(await first.store.readOutbox()).toEqual([]);
  });
});
