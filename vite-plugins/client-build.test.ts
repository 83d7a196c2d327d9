import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../src/server/http/app-env";
import { serveClient } from "../src/server/http/serve-client";
import { COMPRESSIBLE_EXTENSIONS } from "./precompress";

/**
 * The real production build, served by the real static handler: no text asset reaches a browser
 * uncompressed.
 */
describe("the client build", () => {
  const outDir = mkdtempSync(join(tmpdir(), "bahi-client-build-"));

  beforeAll(() => {
    const vite = join("node_modules", "vite", "bin", "vite.js");
    const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "error", "--outDir", outDir, "--emptyOutDir"], {
      encoding: "utf8",
      // Vitest sets NODE_ENV=test, which would build React's development bundles.
      env: { ...process.env, NODE_ENV: "production" },
    });
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
        // Files under 1 KB are not worth compressing; everything else must be.
        const size = Number(response.headers.get("content-length") ?? Infinity);
        if (response.headers.get("content-encoding") === null && size < 1024) continue;
        expect(response.headers.get("content-encoding"), `${path} with Accept-Encoding: ${encoding}`).toBe(encoding);
      }
    }
  });

  it("writes brotli and gzip copies of every compressible file over 1 KB", () => {
    const missing: string[] = [];
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    const files = new Set(walk(outDir));
    for (const file of files) {
      if (!COMPRESSIBLE_EXTENSIONS.has(extname(file)) || file.includes(`${join(outDir, ".vite")}`)) continue;
      if (readFileSync(file).length < 1024) continue;
      for (const suffix of [".br", ".gz"]) if (!files.has(file + suffix)) missing.push(file + suffix);
    }
    expect(missing).toEqual([]);
  });
});
