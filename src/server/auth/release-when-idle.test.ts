import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { promiseHooksOn } from "../test/promise-hooks";
import { isReleasedWhenIdle, releaseWhenIdle } from "./release-when-idle";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("releaseWhenIdle: an AsyncLocalStorage disabled once no run is under way", () => {
  it("keeps the store across awaits inside run, and leaves promise hooks off once the run has settled", async () => {
    const storage = releaseWhenIdle(new AsyncLocalStorage<string>());
    expect(isReleasedWhenIdle(storage)).toBe(true);
    expect(await promiseHooksOn()).toBe(false);
    const seen = await storage.run("request", async () => {
      await tick();
      expect(await promiseHooksOn()).toBe(true);
      return storage.getStore();
    });
    expect(seen).toBe("request");
    expect(storage.getStore()).toBeUndefined();
    expect(await promiseHooksOn()).toBe(false);
  });

  it("stays on while any run of any released storage is under way", async () => {
    const first = releaseWhenIdle(new AsyncLocalStorage<string>());
    const second = releaseWhenIdle(new AsyncLocalStorage<string>());
    let finishLong!: () => void;
    const longRun = first.run("long", async () => {
      await new Promise<void>((resolve) => (finishLong = resolve));
      await tick();
      return first.getStore();
    });
    expect(await second.run("short", async () => (await tick(), second.getStore()))).toBe("short");
    // The short run has ended; the long one still needs its context after its awaits.
    expect(await promiseHooksOn()).toBe(true);
    finishLong();
    expect(await longRun).toBe("long");
    expect(await promiseHooksOn()).toBe(false);
  });

  it("counts a run whose callback throws or rejects as ended", async () => {
    const storage = releaseWhenIdle(new AsyncLocalStorage<number>());
    expect(() =>
      storage.run(1, () => {
        throw new Error("sync");
      }),
    ).toThrow("sync");
    await expect(storage.run(2, async () => Promise.reject(new Error("async")))).rejects.toThrow("async");
    expect(storage.run(3, () => storage.getStore())).toBe(3);
    expect(await promiseHooksOn()).toBe(false);
  });
});
