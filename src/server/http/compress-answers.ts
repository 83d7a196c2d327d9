import type { MiddlewareHandler } from "hono";
import { compress, QUICK_COMPRESSION } from "./compress";
import { pickEncoding } from "./pick-encoding";
import { requestHeader } from "./request-header";

/** Below this a response fits one packet either way, and compressing it only costs time. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Compresses answers of the given content types (brotli, else gzip) for a client that accepts it: the
 * API's JSON — a phone on 3G waited for a ledger page's 50 KB of slips, or 1.9 MB for a school of
 * 2,000, sent as plain text — and the public pages' HTML (a parent's page on 2G). A request without
 * Accept-Encoding (scripts, load tools) is passed through untouched. Event streams and file
 * downloads keep their own bodies.
 */
export function compressAnswers(contentTypes: readonly string[] = ["application/json"]): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const acceptEncoding = requestHeader(c, "accept-encoding");
    if (acceptEncoding === null) return;
    const { res } = c;
    const type = res.headers.get("Content-Type") ?? "";
    if (!contentTypes.some((wanted) => type.startsWith(wanted)) || res.headers.has("Content-Encoding")) return;
    // The answer depends on Accept-Encoding even when it is sent plain.
    res.headers.append("Vary", "Accept-Encoding");
    const encoding = pickEncoding(acceptEncoding);
    if (encoding === "identity" || res.body === null) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < MIN_COMPRESSED_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    c.res = new Response(await compress(body, encoding, QUICK_COMPRESSION), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
  };
}
