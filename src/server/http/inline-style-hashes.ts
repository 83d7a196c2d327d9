import { createHash } from "node:crypto";

const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;

/**
 * The CSP source of each inline <style> element of a page (`'sha256-…'` of its exact text), so
 * `style-src` can allow the app shell's boot-loader styles without allowing every inline style.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(
    ([, css]) => `'sha256-${createHash("sha256").update(css!).digest("base64")}'`,
  );
}
