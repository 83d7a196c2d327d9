import { createMiddleware } from "hono/factory";
import { errorCodes } from "../../shared/api/envelope";
import type { AppEnv } from "./app-env";
import { errorBody } from "./error-envelope";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF for every state-changing API call, JSON included (hono's csrf() checks form bodies only):
 * a browser names the page's origin, so a foreign `Origin`, `Origin: null` (sandboxed frames,
 * file: pages) or `Sec-Fetch-Site: cross-site` is refused with 403. A call with neither header is
 * not a browser's (a payment webhook, a script with a bearer token) and is judged by its own
 * authentication.
 */
export function sameOriginWrites(publicUrl: string) {
  const allowedOrigin = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const foreign = (origin !== undefined && origin !== allowedOrigin) || fetchSite === "cross-site";
    if (foreign)
      return c.json(errorBody(errorCodes.FORBIDDEN, "This request did not come from Bahi's own pages."), 403);
    return next();
  });
}
