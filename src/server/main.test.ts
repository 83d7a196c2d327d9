import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startMain as startServerProcess, type ServerProcess } from "./test/server-process";

const running: ServerProcess[] = [];

function startMain(env: Record<string, string>) {
  const server = startServerProcess(env);
  running.push(server);
  return server;
}

afterAll(() => {
  for (const { child } of running) child.kill("SIGTERM");
});

describe("the server process", () => {
  it("serves health on the embedded database, and a second process on the same data fails with one line", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bahi-main-"));
    const port = await freePort();
    const first = startMain({ DATA_DIR: dataDir, PORT: String(port) });
    await first.started;
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(await health.json()).toEqual({ success: true, data: { status: "ok" } });
    // Plain http: no Strict-Transport-Security. The development identity provider's JSON answers
    // (written outside Hono) carry the same security headers as the API's.
    expect(health.headers.get("strict-transport-security")).toBeNull();
    // The app's CSP also admits, by hash, the inline <style> of the built client's index.html (when
    // dist/client exists); that one is the app page's own, so it is left out of the comparison.
    const securityHeaders = (response: Response) =>
      ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy"].map((name) => [
        name,
        response.headers.get(name)?.replace(/ 'sha256-[^']+'/g, ""),
      ]);
    for (const path of ["/dev-idp/.well-known/openid-configuration", "/dev-idp/jwks"]) {
      const devIdp = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(devIdp.headers.get("content-type")).toMatch(/json/);
      expect({ path, headers: securityHeaders(devIdp) }).toEqual({ path, headers: securityHeaders(health) });
      expect(devIdp.headers.get("strict-transport-security")).toBeNull();
    }

    const second = startMain({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toMatch(
      /^Bahi could not start: The database in .* is in use by another Bahi process \(pid \d+\)/,
    );
    expect(second.output().trim().split("\n")).toHaveLength(1);

    // The embedded database is still healthy for the first process.
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  }, 60_000);

  it("says in one line when the port is busy", async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, "127.0.0.1");
    try {
      const proc = startMain({ DATA_DIR: mkdtempSync(join(tmpdir(), "bahi-port-")), PORT: String(port) });
      expect(await proc.exited).toBe(1);
      expect(proc.output().trim()).toBe(
        `Bahi could not start: Port ${port} is already in use; stop the other program or set PORT to another port.`,
      );
    } finally {
      blocker.close();
    }
  }, 60_000);

  it("says in one line when DATABASE_URL is wrong, production lacks a secret or has half the Razorpay keys, or TRUST_PROXY is unreadable", async () => {
    const badUrl = startMain({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", PORT: String(await freePort()) });
    expect(await badUrl.exited).toBe(1);
    expect(badUrl.output().trim()).toMatch(
      /^Bahi could not start: Cannot connect to the database at postgres:\/\/nobody@127\.0\.0\.1:1\/none: [^\n]+$/,
    );

    const noSecret = startMain({ NODE_ENV: "production", PORT: String(await freePort()) });
    expect(await noSecret.exited).toBe(1);
    expect(noSecret.output().trim()).toBe(
      "Bahi could not start: Configuration error: BETTER_AUTH_SECRET: BETTER_AUTH_SECRET is required in production (32+ random characters)",
    );

    const partialRazorpay = startMain({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(32),
      // Google configured, so the missing key id is the one thing wrong.
      GOOGLE_CLIENT_ID: "client",
      GOOGLE_CLIENT_SECRET: "secret",
      RAZORPAY_KEY_SECRET: "key-secret",
      RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
      PORT: String(await freePort()),
    });
    expect(await partialRazorpay.exited).toBe(1);
    expect(partialRazorpay.output().trim()).toBe(
      "Bahi could not start: Configuration error: RAZORPAY_KEY_ID: RAZORPAY_KEY_ID is required in production when RAZORPAY_KEY_SECRET or RAZORPAY_WEBHOOK_SECRET is set",
    );

    const badTrustProxy = startMain({ TRUST_PROXY: "the-load-balancer", PORT: String(await freePort()) });
    expect(await badTrustProxy.exited).toBe(1);
    expect(badTrustProxy.output().trim()).toMatch(/^Bahi could not start: Configuration error: TRUST_PROXY: [^\n]+$/);

    const devIdpInProduction = startMain({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(32),
      PORT: String(await freePort()),
    });
    expect(await devIdpInProduction.exited).toBe(1);
    expect(devIdpInProduction.output().trim()).toMatch(
      /^Bahi could not start: The development identity provider is disabled in production/,
    );
  }, 60_000);
});
