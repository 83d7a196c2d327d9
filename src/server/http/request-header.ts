import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** What a session lookup reads of a request: single headers, and all of them only when it must ask better-auth. */
export interface RequestHeaders {
  get(name: string): string | null;
  /** The request's headers as a fetch `Headers` (built on first use). */
  all(): Headers;
}

const HTTP_WHITESPACE = /^[\t ]+|[\t ]+$/g;

/**
 * One request header, as `c.req.header(name)` gives it (`name` in lower case), read from the Node
 * request's raw header list when the app runs under @hono/node-server. Hono's own reading builds a
 * fetch `Headers` of every header the request carries (validating each name and value) just to
 * answer one; on the busiest route that, for the request id, the session and Accept-Encoding, was
 * ~4% of the server's CPU. A header sent more than once, or a request not from Node (tests'
 * `app.request`), is read through `Headers` as before, so the value is always the same.
 */
export function requestHeader(c: Context, name: string): string | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const raw = incoming?.rawHeaders;
  if (!raw) return c.req.raw.headers.get(name);
  let found: string | null = null;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i]!;
    if (key.length !== name.length || key.toLowerCase() !== name) continue;
    if (found !== null) return c.req.raw.headers.get(name); // repeated: Headers joins them
    found = raw[i + 1]!;
  }
  return found === null ? null : found.replace(HTTP_WHITESPACE, "");
}

/** The request's headers for a session lookup, read one by one (see `requestHeader`). */
export function requestHeaders(c: Context): RequestHeaders {
  return { get: (name) => requestHeader(c, name), all: () => c.req.raw.headers };
}
