import { LRUCache } from "lru-cache";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/** What the rate-limit middleware asks of a limiter: resolve to count one request, reject with a RateLimiterRes to refuse it. */
export type RateLimiter = Pick<RateLimiterAbstract, "consume">;

/** Points one instance takes from the shared count at a time: a hundredth of the limit, 1 to 10. */
export function leaseSizeFor(points: number): number {
  return Math.min(10, Math.max(1, Math.floor(points / 100)));
}

/** Keys (users, IPs) whose lease an instance keeps; older ones are simply reserved again. */
const MAX_KEYS = 100_000;

interface Lease {
  /** Points of this window still to hand out here. */
  remaining: number;
  /** When the shared window ends (ms since the epoch). */
  endsAt: number;
  /** The shared count had reached the limit when this lease was taken: nothing more this window. */
  windowFull: boolean;
}

/**
 * A limit every server instance shares, without a database write per request: an instance takes
 * points from the shared counter (`shared`, rate-limiter-flexible's PostgreSQL limiter) in leases of
 * `leaseSize` with one atomic upsert, and hands them out from memory. The shared count only grows by
 * whole leases, so all instances together never let more than the limit through; the price is that
 * points leased by one instance and not used by the window's end are lost to the others, at most
 * (instances − 1) × leaseSize a window — 1% of the limit per extra instance. A lease of 1 (limits
 * under 200) is exactly the per-request count. Once the shared count is full, requests are refused
 * from memory until the window ends.
 */
export class LeasedRateLimiter implements RateLimiter {
  private readonly leases: LRUCache<string, Lease>;
  /** One reservation in flight per key: a burst of requests waits for it instead of each writing. */
  private readonly reserving = new Map<string, Promise<void>>();

  constructor(
    private readonly shared: RateLimiterAbstract,
    private readonly leaseSize = leaseSizeFor(shared.points),
  ) {
    this.leases = new LRUCache({ max: MAX_KEYS });
  }

  async consume(key: string | number): Promise<RateLimiterRes> {
    const id = String(key);
    // Each pass either hands out a point, refuses, or waits for a reservation that moved the shared
    // count forward (a point for someone, or the window marked full), so the loop ends.
    for (;;) {
      const now = Date.now();
      const lease = this.leases.get(id);
      if (lease && lease.endsAt > now) {
        if (lease.remaining > 0) {
          lease.remaining--;
          return new RateLimiterRes(lease.remaining, lease.endsAt - now);
        }
        if (lease.windowFull) throw new RateLimiterRes(0, lease.endsAt - now);
      }
      await this.reserve(id);
    }
  }

  private reserve(id: string): Promise<void> {
    let pending = this.reserving.get(id);
    if (!pending) {
      pending = this.takeLease(id).finally(() => this.reserving.delete(id));
      this.reserving.set(id, pending);
    }
    return pending;
  }

  private async takeLease(id: string): Promise<void> {
    // Over the limit the library rejects with the same result object: how far over says how much of the lease is left.
    const outcome = await this.shared.consume(id, this.leaseSize).catch((refusal: unknown) => {
      if (refusal instanceof RateLimiterRes) return refusal;
      throw refusal;
    });
    const over = Math.max(0, outcome.consumedPoints - this.shared.points);
    this.leases.set(id, {
      remaining: Math.max(0, this.leaseSize - over),
      endsAt: Date.now() + outcome.msBeforeNext,
      windowFull: outcome.consumedPoints >= this.shared.points,
    });
  }
}
