import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
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

describe("securityHeaders under Node (set on Node's response, the answer's own headers laid over them)", () => {
  /** The answers of a real Node server over the middleware, by path. */
  async function nodeAnswers(paths: string[]): Promise<Map<string, Response>> {
    const app = new Hono()
      .use(securityHeaders({ hsts: true }))
      .get("/json", (c) => c.json({ ok: true }))
      // A raw Response with its own stricter policy, as better-auth's popup completion page sends.
      .get("/own-policy", () => new Response("page", { headers: { "content-security-policy": "default-src 'none'" } }))
      .get("/fails", () => {
        throw new Error("boom");
      })
      .onError((_, c) => c.json({ error: true }, 500));
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return new Map(await Promise.all(paths.map(async (path) => [path, await fetch(origin + path)] as const)));
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it("sends the whole set on JSON, raw and error answers, and keeps an answer's own policy", async () => {
    const expected = await securityHeaderPairs({ hsts: true });
    const answers = await nodeAnswers(["/json", "/own-policy", "/fails"]);
    for (const [path, response] of answers) {
      for (const [name, value] of expected) {
        if (path === "/own-policy" && name === "content-security-policy") continue;
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
    }
    expect(answers.get("/own-policy")!.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(answers.get("/json")!.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answers.get("/fails")!.status).toBe(500);
  });
});
