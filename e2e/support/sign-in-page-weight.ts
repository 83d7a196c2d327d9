import type { Page } from "@playwright/test";
import { gzipSync } from "node:zlib";

/**
 * The first-load budget (issue 16: 120 KB; issue 31: 100 KB): the JavaScript (gzip -9) a browser
 * loads to show /login. Checked by e2e/page-weight.spec.ts and reported by `npm run bench -- login`.
 */
export const LOGIN_JS_BUDGET_BYTES = 100 * 1024;

export interface LoadedFile {
  path: string;
  /** Playwright's resource type: document, script, stylesheet, font, image, fetch… */
  type: string;
  /** The decoded body's size, and its size gzipped at level 9 (deterministic, unlike the wire). */
  bytes: number;
  gzipBytes: number;
  /** Body bytes as they crossed the network, compressed or not. */
  wireBytes: number;
  contentEncoding: string | null;
  cacheControl: string | null;
}

/**
 * Opens /login in a fresh page as a signed-out visitor and lists every file it loads, through the
 * service worker's registration after `load`, until the network is quiet.
 */
export async function loadSignInPage(page: Page, url = "/login"): Promise<LoadedFile[]> {
  const pending: Promise<LoadedFile | null>[] = [];
  page.on("response", (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body || response.status() !== 200) return null;
        const sizes = await response.request().sizes();
        const headers = await response.allHeaders();
        return {
          path: new URL(response.url()).pathname,
          type: response.request().resourceType(),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          wireBytes: sizes.responseBodySize,
          contentEncoding: headers["content-encoding"] ?? null,
          cacheControl: headers["cache-control"] ?? null,
        };
      })(),
    );
  });
  await page.goto(url);
  await page.getByRole("button", { name: "Sign up with Google" }).waitFor();
  // The service worker's code is imported after `load`; it belongs to what /login costs.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForLoadState("networkidle");
  return (await Promise.all(pending)).filter((file): file is LoadedFile => file !== null);
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
