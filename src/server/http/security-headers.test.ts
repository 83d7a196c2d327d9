import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaderPairs, securityHeaders } from "./security-headers";

async function headersOf(options: Parameters<typeof securityHeaders>[0]): Promise<Headers> {
  const app = new Hono().use(securityHeaders(options)).get("/", (c) => c.json({ ok: true }));
  return (await app.request("/")).headers;
}

describe("securityHeaders", () => {
  it("sends Strict-Transport-Security only when the public URL is https", async () => {
    expect((await headersOf({})).get("strict-transport-security")).toBeNull();
    expect((await headersOf({ hsts: false })).get("strict-transport-security")).toBeNull();
    expect((await headersOf({ hsts: true })).get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });

  it("sends the rest of the set either way", async () => {
    for (const hsts of [false, true]) {
      const headers = await headersOf({ hsts });
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(headers.get("referrer-policy")).toBe("no-referrer");
      expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });
});

describe("securityHeaderPairs", () => {
  it("gives exactly the headers the middleware sets, for responses written outside Hono", async () => {
    for (const hsts of [false, true]) {
      const fromMiddleware = [...(await headersOf({ hsts }))].filter(([name]) => name !== "content-type");
      expect(new Map(await securityHeaderPairs({ hsts }))).toEqual(new Map(fromMiddleware));
    }
  });
});
