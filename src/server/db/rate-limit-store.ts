import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { DatabaseConnection } from "./connect";

export interface RateLimitRule {
  /** Names the counter, so several limits can share the table. */
  keyPrefix: string;
  /** Requests allowed per window. */
  points: number;
  durationSeconds: number;
}

/**
 * A limiter whose counts every server instance shares: PostgreSQL's `rate_limit` table (migration
 * 0006_rate-limit) with an atomic upsert per request. PGlite serves one process only, so memory is exact there.
 * Should PostgreSQL fail, the insurance limiter counts in memory instead of refusing everyone.
 */
export function createRateLimiter(connection: DatabaseConnection, rule: RateLimitRule): RateLimiterAbstract {
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
