import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimiter } from "../db/leased-rate-limiter";
import type { SharedCounter } from "../db/rate-limit-store";
import { errorCodes } from "../../shared/api/envelope";
import type { AppEnv } from "./app-env";
import { errorBody } from "./error-envelope";

/** The limits: sign-in attempts per client IP, API calls per signed-in user, receipt checks per IP. */
export interface RateLimiters {
  signIn: RateLimiter;
  api: RateLimiter;
  /** GET /r/{code} per IP; an in-memory RECEIPT_CHECKS_PER_MIN when not given (tests). */
  receiptChecks?: RateLimiter;
  /** Wrong parent-page codes per IP, shared by the instances; in memory when not given (tests). */
  wrongFamilyCodes?: SharedCounter;
}

/** Receipt pages a minute from one IP (issue 28: 30 wrong codes a minute → 429). */
export const RECEIPT_CHECKS_PER_MIN = 30;

/**
 * Counts one request against `limiter` under the key `keyOf` gives; over the limit it answers 429
 * with `Retry-After` (whole seconds until the window frees a request).
 */
export function rateLimit(limiter: RateLimiter, keyOf: (c: Context<AppEnv>) => string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    try {
      await limiter.consume(keyOf(c));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      c.header("Retry-After", String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      return c.json(errorBody(errorCodes.RATE_LIMITED, "Too many requests. Please wait a moment and try again."), 429);
    }
    await next();
  });
}
