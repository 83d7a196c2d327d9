import { Hono } from "hono";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressAnswers, MIN_COMPRESSED_BYTES } from "./compress-answers";

describe("compressAnswers", () => {
  const rows = Array.from({ length: 200 }, (_, index) => ({ name: `Student ${index}`, balance: index * 10.5 }));
  const app = new Hono();
  app.use("*", compressAnswers());
  app.get("/big", (c) => c.json({ success: true, data: rows }, 200, { "Set-Cookie": "a=1" }));
  app.get("/small", (c) => c.json({ success: true, data: [] }));
  app.get("/raw", (c) => c.body(Buffer.from(JSON.stringify(rows)), 200, { "Content-Type": "application/json" }));
  app.get("/events", (c) => c.body("data: ".padEnd(4000, "x"), 200, { "Content-Type": "text/event-stream" }));
  app.get("/file", (c) => c.body(new Uint8Array(4000), 200, { "Content-Type": "application/pdf" }));
  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });
  const plainBig = JSON.stringify({ success: true, data: rows });

  it("sends brotli to a browser, gzip to a client that takes only gzip, and the same JSON either way", async () => {
    const br = await get("/big", "gzip, deflate, br, zstd");
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/^application\/json/);
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("set-cookie")).toBe("a=1");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(plainBig.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(plainBig);

    const gzip = await get("/raw", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(JSON.stringify(rows));
  });

  it("leaves small answers, refused encodings and requests without Accept-Encoding plain", async () => {
    const small = await get("/small", "br");
    expect(JSON.stringify({ success: true, data: [] }).length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toBe("Accept-Encoding");
    expect(await small.json()).toEqual({ success: true, data: [] });

    const refused = await get("/big", "br;q=0, gzip;q=0");
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.text()).toBe(plainBig);

    const script = await get("/big");
    expect(script.headers.get("content-encoding")).toBeNull();
    expect(await script.text()).toBe(plainBig);
  });

  it("never touches an event stream or a file download", async () => {
    for (const path of ["/events", "/file"]) {
      const response = await get(path, "br, gzip");
      expect(response.headers.get("content-encoding")).toBeNull();
      expect((await response.arrayBuffer()).byteLength).toBe(4000);
    }
  });

  it("compresses the content types it is given, and only those: the public pages' HTML", async () => {
    const pages = new Hono();
    pages.use("*", compressAnswers(["text/html"]));
    const html = `<!doctype html><ul>${rows.map((row) => `<li>${row.name}</li>`).join("")}</ul>`;
    pages.get("/page", (c) => c.html(html));
    pages.get("/json", (c) => c.json(rows));
    const page = await pages.request("/page", { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(html);
    const json = await pages.request("/json", { headers: { "Accept-Encoding": "gzip" } });
    expect(json.headers.get("content-encoding")).toBeNull();
  });
});
