import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../src/server/http/app-env";
import { serveClient } from "../src/server/http/serve-client";
import { COMPRESSIBLE_EXTENSIONS } from "./precompress";

/**
 * The real production build, served by the real static handler: no text asset reaches a browser
 * uncompressed.
 */
/**
 * Whether the encoding makes the file smaller: the build skips a copy that would not (a few dozen
 * bytes). A quick brotli level answers that as well as level 11, in a fraction of the time.
 */
const compressesSmaller = (encoding: string, content: Buffer) =>
  (encoding === "br"
    ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(content, { level: 9 })
  ).length < content.length;

describe("the client build", () => {
  const outDir = mkdtempSync(join(tmpdir(), "bahi-client-build-"));

  beforeAll(() => {
    const vite = join("node_modules", "vite", "bin", "vite.js");
    const result = spawnSync(
      process.execPath,
      [vite, "build", "--logLevel", "error", "--outDir", outDir, "--emptyOutDir"],
      {
        encoding: "utf8",
        // Vitest sets NODE_ENV=test, which would build React's development bundles.
        env: { ...process.env, NODE_ENV: "production" },
      },
    );
    if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr}`);
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("serves every script, stylesheet and the shell brotli- or gzip-compressed", async () => {
    const app = new Hono<AppEnv>();
    serveClient(app, outDir);
    const assets = readdirSync(join(outDir, "assets")).filter((name) => [".js", ".css"].includes(extname(name)));
    expect(assets.length).toBeGreaterThan(10);
    for (const path of ["/", "/login", ...assets.map((name) => `/assets/${name}`)]) {
      for (const encoding of ["br", "gzip"]) {
        const response = await app.request(path, { headers: { "Accept-Encoding": encoding } });
        if (
          response.headers.get("content-encoding") === null &&
          !compressesSmaller(encoding, Buffer.from(await response.arrayBuffer()))
        )
          continue;
        expect(response.headers.get("content-encoding"), `${path} with Accept-Encoding: ${encoding}`).toBe(encoding);
      }
    }
  });

  it("lets the loading screen paint before the stylesheet: index.html preloads it and blocks on nothing", () => {
    const html = readFileSync(join(outDir, "index.html"), "utf8");
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<link rel="preload" as="style" crossorigin href="\/assets\/[^"]+\.css" data-app-stylesheet>/);
    expect(html).toMatch(/class="boot-loader"/);
  });

  it("writes brotli and gzip copies of every compressible file they make smaller", () => {
    const missing: string[] = [];
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      );
    const files = new Set(walk(outDir));
    for (const file of files) {
      if (!COMPRESSIBLE_EXTENSIONS.has(extname(file)) || file.includes(`${join(outDir, ".vite")}`)) continue;
      const content = readFileSync(file);
      if (compressesSmaller("br", content) && !files.has(`${file}.br`)) missing.push(`${file}.br`);
      if (compressesSmaller("gzip", content) && !files.has(`${file}.gz`)) missing.push(`${file}.gz`);
    }
    expect(missing).toEqual([]);
  });
});
