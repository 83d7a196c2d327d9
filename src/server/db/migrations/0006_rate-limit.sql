-- Rate-limit counters shared by every server instance (rate-limiter-flexible's RateLimiterPostgres
-- layout; the server passes tableCreated so the library never creates it at run time).
CREATE TABLE IF NOT EXISTS "rate_limit" (
  "key" varchar(255) PRIMARY KEY,
  "points" integer NOT NULL DEFAULT 0,
  "expire" bigint
);
