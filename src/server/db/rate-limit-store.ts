import { RateLimiterMemory, RateLimiterPostgres } from "rate-limiter-flexible";
import type { DatabaseConnection } from "./connect";
import { LeasedRateLimiter, type RateLimiter } from "./leased-rate-limiter";

export interface RateLimitRule {
  /** Names the counter, so several limits can share the table. */
  keyPrefix: string;
  /** Requests allowed per window. */
  points: number;
  durationSeconds: number;
}

/**
 * A limiter whose counts every server instance shares: PostgreSQL's `rate_limit` table (migration
 * 0006_rate-limit), taken in leases of points by an atomic upsert (leased-rate-limiter.ts; one per
 * request for limits under 200 a window). PGlite serves one process only, so memory is exact there.
 * Should PostgreSQL fail, the insurance limiter counts in memory instead of refusing everyone.
 */
export function createRateLimiter(connection: DatabaseConnection, rule: RateLimitRule): RateLimiter {
  const options = { keyPrefix: rule.keyPrefix, points: rule.points, duration: rule.durationSeconds };
  if (connection.kind === "pglite") return new RateLimiterMemory(options);
  const pool = (connection.db as unknown as { $client: import("pg").Pool }).$client;
  const shared = new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    tableName: "rate_limit",
    tableCreated: true,
    clearExpiredByTimeout: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
  return new LeasedRateLimiter(shared);
}
