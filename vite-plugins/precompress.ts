import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text and font types worth compressing; images like PNG are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".ttf",
  ".xml",
]);
/**
 * Brotli's best level costs about a second per 300 KB; the few files above this (the PDF worker and
 * fonts, loaded on demand) get level 9, which is some 5 % larger and ten times quicker to build.
 */
const BEST_LEVEL_MAX_BYTES = 256 * 1024;

/**
 * Writes `file.br` (quality 11; 9 for the largest) and `file.gz` (level 9) beside every compressible file of the build,
 * once, at build time, so the server only picks the copy the browser accepts and never compresses
 * per request. Runs last, after other plugins (the service worker) have written their files.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "bahi:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        await precompressDirectory(outDir);
      },
    },
  };
}

export async function precompressDirectory(dir: string): Promise<void> {
  const files = await listFiles(dir);
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE_EXTENSIONS.has(extname(file)))
      .map(async (file) => {
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: content.length > BEST_LEVEL_MAX_BYTES ? 9 : 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        // Even a small chunk gets its copies (every asset the browser loads comes compressed, which
        // e2e/page-weight.spec.ts checks); only a copy that would not be smaller is left out.
        await Promise.all([
          br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
          gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
        ]);
      }),
  );
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}
