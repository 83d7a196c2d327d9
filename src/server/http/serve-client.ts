import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { errorCodes } from "../../shared/api/envelope";
import type { AppEnv } from "./app-env";
import { errorBody } from "./error-envelope";
import { pickEncoding } from "./pick-encoding";

/** Types the build writes `.br` / `.gz` copies of (see vite-plugins/precompress.ts). */
const COMPRESSIBLE_TYPE = /^(text\/(?!event-stream)|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml|font\/ttf)/;

/**
 * Serves the built single-page app: the build's precompressed copies picked by Accept-Encoding,
 * hashed assets cached for a year, everything else revalidated, and index.html for every other GET
 * so the client router handles deep links like /student-manager/….
 */
export function serveClient(app: Hono<AppEnv>, clientDir: string) {
  const root = relative(process.cwd(), clientDir) || ".";
  const indexHtml = compressedVariants(readFileSync(join(clientDir, "index.html")));

  app.use("*", async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    // Hashed names change with their content; anything else (the shell, the service worker, the
    // manifest) must be checked on every load or a new deployment would never be seen.
    c.header("Cache-Control", c.req.path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    // Set even when the plain copy was sent, so a shared cache never hands that copy to everyone.
    if (COMPRESSIBLE_TYPE.test(c.res.headers.get("Content-Type") ?? "") && !c.res.headers.get("Vary")) c.header("Vary", "Accept-Encoding");
  });
  app.use("*", serveStatic({ root, precompressed: true }));
  // A missing file must not turn into index.html (a browser would cache that, or run it as a script).
  app.get("*", (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? c.json(errorBody(errorCodes.NOT_FOUND, "No such file"), 404) : next()));
  app.get("*", (c) => sendIndex(c, indexHtml));
}

type Variants = Record<"br" | "gzip" | "identity", Buffer>;

function compressedVariants(content: Buffer): Variants {
  return { br: brotliCompressSync(content), gzip: gzipSync(content, { level: 9 }), identity: content };
}

function sendIndex(c: Context<AppEnv>, variants: Variants) {
  const encoding = pickEncoding(c.req.header("Accept-Encoding"));
  c.header("Content-Type", "text/html; charset=UTF-8");
  if (encoding !== "identity") c.header("Content-Encoding", encoding);
  return c.body(new Uint8Array(variants[encoding]));
}
