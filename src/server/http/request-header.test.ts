import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { requestHeader } from "./request-header";
import { requestId } from "./request-id";

const NAMES = ["cookie", "accept-encoding", "x-request-id", "authorization", "x-twice"];

/** Each name as requestHeader reads it and as Hono's c.req.header does, from one request. */
const app = new Hono().use(requestId()).get("/", (c) =>
  c.json({
    ours: Object.fromEntries(NAMES.map((name) => [name, requestHeader(c, name)])),
    hono: Object.fromEntries(NAMES.map((name) => [name, c.req.header(name) ?? null])),
    requestId: c.get("requestId" as never),
  }),
);

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request written by hand, so header case, spacing and repeats are exactly as given. */
function rawGet(headerLines: string[]): Promise<{ headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("utf8")));
    socket.on("end", () => {
      const split = data.indexOf("\r\n\r\n");
      resolve({ headers: data.slice(0, split), body: data.slice(split + 4) });
    });
    socket.on("error", reject);
    socket.write(["GET / HTTP/1.1", "Host: localhost", "Connection: close", ...headerLines, "", ""].join("\r\n"));
  });
}

it("reads a Node request's headers as Hono's c.req.header does: any case, trimmed, repeats joined, absent as null", async () => {
  const { body } = await rawGet([
    "COOKIE: better-auth.session_token=abc.def; theme=dark  ",
    "Accept-Encoding:   gzip, br",
    "X-Twice: one",
    "x-twice: two",
  ]);
  const { ours, hono } = JSON.parse(body.slice(body.indexOf("{"), body.lastIndexOf("}") + 1));
  expect(ours).toEqual(hono);
  expect(ours).toEqual({
    cookie: "better-auth.session_token=abc.def; theme=dark",
    "accept-encoding": "gzip, br",
    "x-request-id": null,
    authorization: null,
    "x-twice": "one, two",
  });
});

it("keeps a caller's well-formed X-Request-Id and replaces anything else with a UUID, echoing it", async () => {
  const kept = await rawGet(["X-Request-Id: trace-42=ok"]);
  expect(kept.headers).toMatch(/^x-request-id: trace-42=ok$/im);
  expect(kept.body).toContain('"requestId":"trace-42=ok"');
  for (const sent of ["bad id!", "x".repeat(256)]) {
    const replaced = await rawGet([`X-Request-Id: ${sent}`]);
    const echoed = /^x-request-id: (.*)$/im.exec(replaced.headers)?.[1]?.trim();
    expect(echoed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(replaced.body).toContain(`"requestId":"${echoed}"`);
  }
});

it("falls back to the fetch Headers outside Node (app.request in tests)", async () => {
  const response = await app.request("/", { headers: { cookie: "a=1", "x-request-id": "abc" } });
  const { ours, requestId: id } = (await response.json()) as { ours: Record<string, string | null>; requestId: string };
  expect(ours.cookie).toBe("a=1");
  expect(id).toBe("abc");
});
