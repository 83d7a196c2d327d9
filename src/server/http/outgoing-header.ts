import type { ServerResponse } from "node:http";
import type { Context } from "hono";

/**
 * Node's own response when the app runs under @hono/node-server (`c.env.outgoing`), else undefined
 * (tests' `app.request`).
 */
export function nodeResponseOf(c: Context): ServerResponse | undefined {
  return (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
}

/**
 * A header every response of this request carries unless the response sets its own: under Node it
 * is set on Node's response, which @hono/node-server's `writeHead` then overlays with the
 * response's headers (a raw Response, better-auth's, or an error answer included); outside Node it
 * goes through `c.header`. Under Node the response's fetch `Headers` are then never built for it:
 * undici's Headers validate and sort every name and value, which for the security headers was ~2% of
 * the server's CPU on the busiest route.
 */
export function setOutgoingHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponseOf(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}
