import type { Context } from "hono";
import { METHOD_NAME_ALL } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";
import { errorCodes } from "../../shared/api/envelope";
import { errorBody } from "./error-envelope";

/**
 * The methods the given routes answer on a path, found with Hono's own path matching so a pattern
 * (`/ledger/:ledgerId/export.csv`) means here exactly what it means to the app. Middleware (`ALL`)
 * is no route of its own and is left out.
 */
export function allowedMethods(
  routes: readonly { method: string; path: string }[],
  prefix = "",
): (path: string) => string[] {
  const router = new TrieRouter<string>();
  for (const route of routes)
    if (route.method !== METHOD_NAME_ALL) router.add(METHOD_NAME_ALL, prefix + route.path, route.method);
  return (path) => [...new Set(router.match(METHOD_NAME_ALL, path)[0].map(([method]) => method))].sort();
}

/**
 * For requests no route answered: 405 with `Allow` when the path exists under other methods (RFC 9110
 * §15.5.6), else 404 — so a client sending PUT where only POST exists learns that, not "no such route".
 */
export function noRouteAnswered(methodsOf: (path: string) => string[]) {
  return (c: Context) => {
    const allow = methodsOf(c.req.path);
    if (allow.length === 0) return c.json(errorBody(errorCodes.NOT_FOUND, "No such API route"), 404);
    c.header("Allow", allow.join(", "));
    return c.json(
      errorBody(errorCodes.METHOD_NOT_ALLOWED, `${c.req.method} is not allowed here; use ${allow.join(" or ")}.`),
      405,
    );
  };
}
