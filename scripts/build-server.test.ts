import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startMain, type ServerProcess } from "../src/server/test/server-process";
import { buildServer, SERVER_NODE_FLAGS } from "./build-server.mjs";

// Inside the repository, so the bundle finds its external packages in node_modules as dist/server does.
const outDir = fileURLToPath(new URL(`../dist/.test-server-${process.pid}`, import.meta.url));
let server: ServerProcess;
let base: string;

beforeAll(async () => {
  await buildServer(outDir);
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = startMain(
    { PORT: String(port), DATA_DIR: join(outDir, "data"), BETTER_AUTH_URL: base },
    { entry: join(outDir, "main.js"), nodeFlags: SERVER_NODE_FLAGS },
  );
  await server.started;
}, 120_000);

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  rmSync(outDir, { recursive: true, force: true });
});

/** Just enough of a browser: one cookie jar for the app and its development provider, redirects by hand. */
class Browser {
  readonly #cookies = new Map<string, string>();

  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookies.size)
      headers.set("cookie", [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(new URL(url, base), { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (value === "" || /max-age=0/i.test(cookie)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
  }

  post(url: string, fields: Record<string, string>) {
    return this.go(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

describe("the built server (dist/server/main.js under plain node)", () => {
  it("is what npm start runs, with the node flags the bench measures", () => {
    const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(
      `node scripts/build-if-stale.mjs && node ${SERVER_NODE_FLAGS.join(" ")} dist/server/main.js`,
    );
  });

  it("starts on the embedded database and answers /api/v1/health", async () => {
    expect(server.output()).toContain("Bahi is ready at");
    const health = await fetch(`${base}/api/v1/health`);
    expect(await health.json()).toEqual({ success: true, data: { status: "ok" } });
  });

  it("signs in through the development identity provider, loaded on its first request", async () => {
    const browser = new Browser();
    const start = await browser.go("/api/auth/sign-in/social", {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ provider: "google", callbackURL: "/" }),
    });
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(`${base}/dev-idp/auth?`)).toBe(true);

    const toChooser = await browser.go(url);
    expect(toChooser.status).toBe(303);
    const chooserUrl = new URL(toChooser.headers.get("location")!, url).href;
    expect(await (await browser.go(chooserUrl)).text()).toContain('name="email"');

    // Redirects and the provider's auto-submitting forms, until it sends the browser back to the app.
    let response = await browser.post(chooserUrl, { name: "Asha Verma", email: "asha@example.in" });
    let at = chooserUrl;
    for (let hop = 0; hop < 10 && !at.startsWith(`${base}/api/auth/callback/`); hop++) {
      if (response.status === 200) {
        const html = await response.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&");
        const fields = Object.fromEntries(
          [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
        );
        at = new URL(action, at).href;
        response = await browser.post(at, fields);
      } else {
        at = new URL(response.headers.get("location")!, at).href;
        response = await browser.go(at);
      }
    }
    expect(response.status, await response.clone().text()).toBe(302);

    const session = (await (await browser.go("/api/auth/get-session")).json()) as {
      user: { email: string; name: string };
    };
    expect(session.user).toMatchObject({ email: "asha@example.in", name: "Asha Verma" });
  }, 60_000);
});
