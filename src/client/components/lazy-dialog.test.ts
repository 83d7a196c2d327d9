// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("loadWhenIdle (decision 0033)", () => {
  it("loads one dialog's code at a time, each in an idle moment of its own", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    const { loadWhenIdle } = await import("./lazy-dialog");
    const finish: (() => void)[] = [];
    const loads = [vi.fn(), vi.fn(), vi.fn()].map((started) => {
      const load = () =>
        new Promise<void>((resolve) => {
          started();
          finish.push(resolve);
        });
      loadWhenIdle(load);
      return started;
    });

    await settle();
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 0, 0]);
    await settle();
    // The next waits for the first to finish, then for another idle moment.
    expect(idle).toHaveLength(0);
    finish.shift()!();
    await settle();
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 0]);
  });

  it("goes on to the next when one fails to load", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    const { loadWhenIdle } = await import("./lazy-dialog");
    const next = vi.fn(async () => undefined);
    loadWhenIdle(() => Promise.reject(new Error("offline")));
    loadWhenIdle(next);
    await settle();
    idle.shift()!();
    await settle();
    idle.shift()!();
    expect(next).toHaveBeenCalledOnce();
  });
});
