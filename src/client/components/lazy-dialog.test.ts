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

describe("loadAfterFirstInteraction (decision 0053)", () => {
  it("loads nothing until the first tap or key on the page, then each waiting dialog in idle moments", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    const { loadAfterFirstInteraction } = await import("./lazy-dialog");
    const first = vi.fn(async () => undefined);
    const second = vi.fn(async () => undefined);
    loadAfterFirstInteraction(first);
    loadAfterFirstInteraction(second);
    await settle();
    expect(idle).toHaveLength(0);

    window.dispatchEvent(new Event("pointerdown"));
    await settle();
    idle.shift()!();
    await settle();
    idle.shift()!();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();

    // After the first interaction, a dialog that mounts later loads in the next idle moment.
    const later = vi.fn(async () => undefined);
    loadAfterFirstInteraction(later);
    await settle();
    idle.shift()!();
    expect(later).toHaveBeenCalledOnce();
  });

  it("takes a key as the first interaction too", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    const { loadAfterFirstInteraction } = await import("./lazy-dialog");
    const load = vi.fn(async () => undefined);
    loadAfterFirstInteraction(load);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    await settle();
    idle.shift()!();
    expect(load).toHaveBeenCalledOnce();
  });
});
