import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { errorCodes } from "../../shared/api/envelope";
import type { AppEnv } from "./app-env";
import { BEST_COMPRESSION, compress, QUICK_COMPRESSION } from "./compress";
import { errorBody } from "./error-envelope";
import { indexHtmlWithStartData } from "./index-html-with-start-data";
import { readPagePreloads } from "./page-preloads";
import { pickEncoding, type Encoding } from "./pick-encoding";
import { readStartData } from "./read-start-data";

/** Types the build writes `.br` / `.gz` copies of (see vite-plugins/precompress.ts). */
const COMPRESSIBLE_TYPE =
  /^(text\/(?!event-stream)|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml|font\/ttf)/;
/** A path naming a file (`/robots.txt`, `/index.html`, `/assets/x.js`) rather than a page of the app. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * Serves the built single-page app: the build's precompressed copies picked by Accept-Encoding,
 * hashed assets cached for a year, everything else revalidated, and index.html for every page path
 * so the client router handles deep links like /student-manager/…. A page asked with a session
 * cookie gets index.html with the caller's start data in it (decision 0033), never stored by a cache.
 */
export function serveClient(app: Hono<AppEnv>, clientDir: string) {
  const root = relative(process.cwd(), clientDir) || ".";
  const indexHtml = readFileSync(join(clientDir, "index.html"), "utf8");
  const indexVariants = compressedVariants(new TextEncoder().encode(indexHtml));
  // Compressed in the background at start; a request before it is done waits for it.
  indexVariants.catch(() => undefined);
  const pagePreloads = readPagePreloads(clientDir);

  app.use("*", async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has("Cache-Control")) return;
    // Hashed names change with their content; anything else (the shell, the service worker, the
    // manifest) must be checked on every load or a new deployment would never be seen.
    c.header("Cache-Control", c.req.path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    // Set even when the plain copy was sent, so a shared cache never hands that copy to everyone.
    if (COMPRESSIBLE_TYPE.test(c.res.headers.get("Content-Type") ?? "") && !c.res.headers.get("Vary"))
      c.header("Vary", "Accept-Encoding");
  });
  // Pages before files: "/" would otherwise be served as the plain index.html file by serveStatic.
  app.get("*", async (c, next) => {
    if (FILE_PATH.test(c.req.path)) return next();
    const cookie = c.req.header("Cookie");
    if (!cookie) return sendIndex(c, indexVariants);
    const answer = await readStartData(
      (path, init) => app.request(path, init, questionEnv(c.env)),
      cookie,
      new URL(c.req.url),
    );
    for (const setCookie of answer.setCookies) c.header("Set-Cookie", setCookie, { append: true });
    // The page now depends on who asked: no cache may keep it, not even this browser's for Back.
    c.header("Cache-Control", "private, no-store");
    if (!answer.data) return sendIndex(c, indexVariants);
    // The page's code is worth fetching early only when the guard will show it: signed in with a school.
    const preloads = answer.data.school ? pagePreloads(c.req.path) : [];
    const page = new TextEncoder().encode(indexHtmlWithStartData(indexHtml, answer.data, preloads));
    return sendHtml(c, (encoding) => compress(page, encoding, QUICK_COMPRESSION));
  });
  app.use("*", serveStatic({ root, precompressed: true }));
  // A missing file must not turn into index.html (a browser would cache that, or run it as a script).
  app.get("*", (c) => c.json(errorBody(errorCodes.NOT_FOUND, "No such file"), 404));
}

async function compressedVariants(
  content: Uint8Array<ArrayBuffer>,
): Promise<Record<Encoding, Uint8Array<ArrayBuffer>>> {
  const [br, gzip] = await Promise.all([
    compress(content, "br", BEST_COMPRESSION),
    compress(content, "gzip", BEST_COMPRESSION),
  ]);
  return { br, gzip, identity: content };
}

function sendIndex(c: Context<AppEnv>, variants: Promise<Record<Encoding, Uint8Array<ArrayBuffer>>>) {
  return sendHtml(c, async (encoding) => (await variants)[encoding]);
}

async function sendHtml(c: Context<AppEnv>, body: (encoding: Encoding) => Promise<Uint8Array<ArrayBuffer>>) {
  const encoding = pickEncoding(c.req.header("Accept-Encoding"));
  c.header("Content-Type", "text/html; charset=UTF-8");
  // The HTML differs with the session cookie as well as the encoding.
  c.header("Vary", "Accept-Encoding, Cookie");
  if (encoding !== "identity") c.header("Content-Encoding", encoding);
  return c.body(await body(encoding));
}

/**
 * The environment of the page's in-process questions: the caller's connection (its address, for the
 * rate limit) but not the page request's own Node message, whose raw headers http/request-header
 * reads first — the browser's Accept-Encoding then compressed the answers read here as JSON (a 500
 * for every signed-in page). The questions carry only their own headers (the cookie).
 */
function questionEnv(env: unknown): unknown {
  const incoming = (env as { incoming?: { socket?: unknown } } | undefined)?.incoming;
  return { ...(env as object), incoming: incoming && { socket: incoming.socket } };
}
