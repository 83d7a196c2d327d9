import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { DocumentFonts } from "./document-fonts";
import { FONT_MODULE_IDS } from "./font-files";

const require = createRequire(import.meta.url);
let cached: Promise<DocumentFonts> | undefined;

/**
 * Node only (the server's parent-page receipts, tests, benchmarks): reads the font files from
 * node_modules once per process.
 */
export function loadNodeFonts(): Promise<DocumentFonts> {
  cached ??= (async () => {
    const [regular, bold] = await Promise.all([
      readFile(require.resolve(FONT_MODULE_IDS.regular)),
      readFile(require.resolve(FONT_MODULE_IDS.bold)),
    ]);
    return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
  })();
  return cached;
}
