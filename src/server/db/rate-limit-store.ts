import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
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
  const counter = createSharedCounter(connection, rule);
  return counter instanceof RateLimiterPostgres ? new LeasedRateLimiter(counter) : counter;
}

/** What is counted only now and then (wrong codes): read and added to as it happens, no leases. */
export type SharedCounter = Pick<RateLimiterAbstract, "get" | "penalty">;

/**
 * A per-key count in a window that every instance shares, read (`get`) and added to (`penalty`) one
 * event at a time: PostgreSQL's `rate_limit` table, memory on PGlite (one process) and as PostgreSQL's
 * insurance. For events too rare to lease points for, such as a parent-page code that is wrong.
 */
export function createSharedCounter(
  connection: DatabaseConnection,
  rule: RateLimitRule,
): RateLimiterMemory | RateLimiterPostgres {
  const options = { keyPrefix: rule.keyPrefix, points: rule.points, duration: rule.durationSeconds };
  if (connection.kind === "pglite") return new RateLimiterMemory(options);
  const pool = (connection.db as unknown as { $client: import("pg").Pool }).$client;
  return new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    tableName: "rate_limit",
    tableCreated: true,
    clearExpiredByTimeout: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}
