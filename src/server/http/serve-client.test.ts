import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { serveClient } from "./serve-client";

describe("serveClient", () => {
  const dir = mkdtempSync(join(tmpdir(), "bahi-client-"));
  mkdirSync(join(dir, "assets"));
  const indexHtml = "<!doctype html><title>Bahi</title>";
  writeFileSync(join(dir, "index.html"), indexHtml);
  const script = "console.log(1)";
  writeFileSync(join(dir, "assets", "app-abc123.js"), script);
  writeFileSync(join(dir, "assets", "app-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(join(dir, "assets", "app-abc123.js.gz"), gzipSync(script));
  writeFileSync(join(dir, "manifest.webmanifest"), "{}");
  // The real file, as the build copies it from the client's public folder.
  copyFileSync(new URL("../../client/public/robots.txt", import.meta.url), join(dir, "robots.txt"));
  const app = new Hono<AppEnv>();
  serveClient(app, dir);
  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

  it("serves hashed assets with a long cache", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends the brotli copy to a browser that takes it, else gzip, else the plain file, always varying on Accept-Encoding", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gzip = await get("/assets/app-abc123.js", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    for (const response of [br, gzip, plain]) expect(response.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("answers 404 for a missing asset instead of index.html", async () => {
    const response = await get("/assets/app-gone.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBeNull();
  });

  it("answers 404 for a missing file with an extension anywhere", async () => {
    expect((await get("/no-such-file.txt")).status).toBe(404);
  });

  it("answers a missing image or script with a JSON 404, never the app's HTML", async () => {
    for (const path of ["/missing.png", "/assets/nope.js", "/icons/gone.svg"]) {
      const response = await get(path, "br");
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    }
  });

  it("serves the real robots.txt as plain text, revalidated", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).not.toContain("<!doctype");
  });

  it("serves files outside /assets to be revalidated, so a new deployment is seen", async () => {
    const response = await get("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves index.html, uncached and compressed, for deep links and /", async () => {
    for (const path of ["/student-manager/some-id", "/"]) {
      const response = await get(path, "br");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(response.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    }
    const deepLink = await get("/student-manager/some-id", "br");
    expect(deepLink.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await deepLink.arrayBuffer())).toString()).toBe(indexHtml);
    expect(await (await get("/student-manager/some-id")).text()).toBe(indexHtml);
  });
});
