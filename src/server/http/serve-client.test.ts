import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { serveClient } from "./serve-client";

describe("serveClient", () => {
  const dir = mkdtempSync(join(tmpdir(), "bahi-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Bahi</title>");
  writeFileSync(join(dir, "assets", "app-abc123.js"), "console.log(1)");
  const app = new Hono<AppEnv>();
  serveClient(app, dir);

  it("serves hashed assets with a long cache", async () => {
    const response = await app.request("/assets/app-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("answers 404 for a missing asset instead of index.html", async () => {
    const response = await app.request("/assets/app-gone.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBeNull();
  });

  it("serves index.html, uncached, for deep links", async () => {
    const response = await app.request("/student-manager/some-id");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Bahi</title>");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });
});
