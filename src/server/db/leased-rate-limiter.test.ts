import { describe, expect, it } from "vitest";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { LeasedRateLimiter, leaseSizeFor } from "./leased-rate-limiter";

/** The shared counter as the instances see it (rate-limiter-flexible's memory store stands in for the table here). */
const sharedCounter = (points: number) => new RateLimiterMemory({ points, duration: 60 });
const consumedOf = async (shared: RateLimiterMemory, key: string) => (await shared.get(key))?.consumedPoints ?? 0;

/** How many of `attempts` consumes (by turns across the instances) were let through. */
async function allowed(instances: LeasedRateLimiter[], key: string, attempts: number): Promise<number> {
  let passed = 0;
  for (let turn = 0; turn < attempts; turn++) {
    try {
      await instances[turn % instances.length]!.consume(key);
      passed++;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
    }
  }
  return passed;
}

describe("leased rate limiter: shared counts taken in leases", () => {
  it("leases a hundredth of the limit, between 1 and 10 points", () => {
    expect([6, 20, 199, 200, 1200, 1_000_000_000].map(leaseSizeFor)).toEqual([1, 1, 1, 2, 10, 10]);
  });

  it("writes the shared count once per lease, not once per request", async () => {
    const shared = sharedCounter(1200);
    const limiter = new LeasedRateLimiter(shared, 10);
    expect(await allowed([limiter], "user-a", 25)).toBe(25);
    // Three leases of 10 cover 25 requests.
    expect(await consumedOf(shared, "user-a")).toBe(30);
  });

  it("lets a burst of concurrent requests share one reservation", async () => {
    const shared = sharedCounter(1200);
    const limiter = new LeasedRateLimiter(shared, 10);
    await Promise.all(Array.from({ length: 30 }, () => limiter.consume("user-b")));
    expect(await consumedOf(shared, "user-b")).toBe(30);
  });

  it("never lets more than the limit through across instances, and refuses with the time left in the window", async () => {
    const shared = sharedCounter(50);
    const instances = [new LeasedRateLimiter(shared, 10), new LeasedRateLimiter(shared, 10)];
    expect(await allowed(instances, "user-c", 80)).toBe(50);
    const refusal = await instances[0]!.consume("user-c").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimiterRes);
    expect((refusal as RateLimiterRes).msBeforeNext).toBeGreaterThan(0);
    expect((refusal as RateLimiterRes).msBeforeNext).toBeLessThanOrEqual(60_000);
  });

  it("refuses from memory once the window is full: no more writes to the shared count", async () => {
    const shared = sharedCounter(20);
    const limiter = new LeasedRateLimiter(shared, 10);
    expect(await allowed([limiter], "user-d", 30)).toBe(20);
    // The second lease filled the window; the ten refusals after it wrote nothing.
    expect(await consumedOf(shared, "user-d")).toBe(20);
  });

  it("with a lease of 1 counts exactly, each request in the shared count", async () => {
    const shared = sharedCounter(6);
    const instances = [new LeasedRateLimiter(shared), new LeasedRateLimiter(shared)];
    expect(await allowed(instances, "user-e", 9)).toBe(6);
    expect(await consumedOf(shared, "user-e")).toBe(7);
  });

  it("hands out the unused part of a lease that reached past the limit", async () => {
    const shared = sharedCounter(25);
    const instances = [new LeasedRateLimiter(shared, 10), new LeasedRateLimiter(shared, 10)];
    // Instance 0 takes 1–10, instance 1 takes 11–20, instance 0 then gets the last 5 of a lease of 10.
    expect(await allowed([instances[0]!], "user-f", 10)).toBe(10);
    expect(await allowed([instances[1]!], "user-f", 10)).toBe(10);
    expect(await allowed([instances[0]!], "user-f", 10)).toBe(5);
  });
});
