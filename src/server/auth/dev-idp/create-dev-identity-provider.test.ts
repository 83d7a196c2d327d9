import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promiseHooksOn } from "../../test/promise-hooks";
import { REMEMBERED_ACCOUNTS_KEY } from "./account-chooser-page";
import { createDevIdentityProvider, type DevIdentityProvider } from "./create-dev-identity-provider";

const CLIENT_ID = "bahi-dev";
const CLIENT_SECRET = "dev-secret-for-tests";

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  code_challenge_methods_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  id_token_signing_alg_values_supported: string[];
  scopes_supported: string[];
}

interface TokenResponse {
  access_token: string;
  id_token: string;
  token_type: string;
}

/** Just enough of a browser cookie jar: name/path scoping and deletion by expiry. */
class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith("path="))?.slice(5) ?? "/";
      const expires = attributes.find((a) => a.toLowerCase().startsWith("expires="))?.slice(8);
      const expired = expires !== undefined && Date.parse(expires) <= Date.now();
      if (expired || value === "") this.#cookies.delete(`${name};${path}`);
      else this.#cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  headerFor(url: string): string {
    const { pathname } = new URL(url);
    return [...this.#cookies.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
  }
}

function base64url(bytes: Buffer): string {
  return bytes.toString("base64url");
}

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash("sha256").update(verifier).digest()) };
}

/** Asserts a page pulls nothing from anywhere but the issuer: no stylesheets, script files, CSS urls or imports. */
function expectSelfContained(html: string, issuerOrigin: string): void {
  expect(html).not.toMatch(/<link\b/i);
  expect(html).not.toMatch(/<script\b[^>]*\bsrc\s*=/i);
  expect(html).not.toMatch(/url\(/i);
  expect(html).not.toMatch(/@import/i);
  expect(html).not.toMatch(/<(img|iframe|embed|object|source|video|audio)\b[^>]*\bsrc\s*=\s*["']?https?:/i);
  for (const [url] of html.matchAll(/https?:\/\/[^\s"'<>)]+/gi)) {
    expect(url.startsWith(issuerOrigin)).toBe(true);
  }
}

let server: Server;
let idp: DevIdentityProvider;
let origin: string;
let issuer: string;
let redirectUri: string;
let discovery: Discovery;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (idp && req.url?.startsWith(idp.mountPath)) idp.handle(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = `${origin}/dev-idp`;
  redirectUri = `${origin}/api/auth/callback/google`;
  idp = await createDevIdentityProvider({
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [redirectUri],
  });
  discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Discovery;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.headerFor(url);
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(response);
  return response;
}

function locationOf(response: Response, base: string): string {
  const location = response.headers.get("location");
  expect(location, `status ${response.status} without a Location`).toBeTruthy();
  return new URL(location as string, base).href;
}

interface AuthorizationRequest {
  state: string;
  nonce: string;
  verifier: string;
}

/** The app's authorization request with the given extra parameters. */
function authorizationUrl(fields: Record<string, string>): URL {
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    scope: "openid email profile",
    ...fields,
  }).toString();
  return url;
}

/** Starts an authorization request the way better-auth does and returns the chooser URL it lands on. */
async function startAuthorization(
  jar: CookieJar,
  extra: Record<string, string> = {},
): Promise<{ chooserUrl: string; request: AuthorizationRequest }> {
  const { verifier, challenge } = pkcePair();
  const request = { state: base64url(randomBytes(16)), nonce: base64url(randomBytes(16)), verifier };
  const url = authorizationUrl({
    state: request.state,
    nonce: request.nonce,
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...extra,
  });
  const response = await browse(jar, url.href);
  expect(response.status).toBe(303);
  const chooserUrl = locationOf(response, url.href);
  expect(chooserUrl.startsWith(`${issuer}/interaction/`)).toBe(true);
  return { chooserUrl, request };
}

function postForm(jar: CookieJar, url: string, fields: Record<string, string>): Promise<Response> {
  return browse(jar, url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Follows the provider's redirects (and its auto-submitting forms) until it sends the browser back to the app. */
async function followToApp(jar: CookieJar, response: Response, from: string): Promise<URL> {
  let current = response;
  let currentUrl = from;
  for (let hop = 0; hop < 10; hop++) {
    if (current.status === 200 && current.headers.get("content-type")?.includes("text/html")) {
      const html = await current.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      expect(action, html).toBeTruthy();
      const inputs = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
      );
      currentUrl = new URL((action as string).replace(/&amp;/g, "&"), currentUrl).href;
      current = await postForm(jar, currentUrl, inputs as Record<string, string>);
      continue;
    }
    if (![302, 303].includes(current.status))
      throw new Error(`${current.status} at ${currentUrl}: ${await current.text()}`);
    const next = locationOf(current, currentUrl);
    if (next.startsWith(redirectUri)) return new URL(next);
    currentUrl = next;
    current = await browse(jar, next);
  }
  throw new Error("too many redirects");
}

async function signIn(
  jar: CookieJar,
  person: { name: string; email: string },
): Promise<{ callback: URL; request: AuthorizationRequest }> {
  const { chooserUrl, request } = await startAuthorization(jar);
  const response = await postForm(jar, chooserUrl, person);
  return { callback: await followToApp(jar, response, chooserUrl), request };
}

async function exchangeCode(
  code: string,
  verifier: string,
  auth: "basic" | "post",
  secret = CLIENT_SECRET,
): Promise<Response> {
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
  });
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "application/json",
  };
  if (auth === "basic") {
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(secret)}`).toString("base64")}`;
  } else {
    body.set("client_id", CLIENT_ID);
    body.set("client_secret", secret);
  }
  return fetch(discovery.token_endpoint, { method: "POST", headers, body });
}

async function tokensFor(
  person: { name: string; email: string },
  auth: "basic" | "post" = "basic",
  jar = new CookieJar(),
) {
  const { callback, request } = await signIn(jar, person);
  const code = callback.searchParams.get("code") as string;
  const response = await exchangeCode(code, request.verifier, auth);
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as TokenResponse;
  const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(discovery.jwks_uri)), {
    issuer,
    audience: CLIENT_ID,
    algorithms: ["RS256"],
  });
  expect(payload.nonce).toBe(request.nonce);
  return { tokens, idToken: payload };
}

describe("development identity provider", () => {
  it("derives its mount path from the issuer", () => {
    expect(idp.mountPath).toBe("/dev-idp");
  });

  it("publishes a discovery document for the mounted issuer", () => {
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${issuer}/token`);
    expect(discovery.userinfo_endpoint).toBe(`${issuer}/me`);
    expect(discovery.jwks_uri).toBe(`${issuer}/jwks`);
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(["client_secret_basic", "client_secret_post"]),
    );
    expect(discovery.id_token_signing_alg_values_supported).toEqual(["RS256"]);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
  });

  it("leaves no AsyncLocalStorage of oidc-provider's on between its requests (decision 0054)", async () => {
    // beforeAll's discovery request ran oidc-provider's storage; on, it would tax every promise of the server.
    expect(await promiseHooksOn()).toBe(false);
  });

  it("serves only its own fresh RS256 public key", async () => {
    const { keys } = (await (await fetch(discovery.jwks_uri)).json()) as { keys: Array<Record<string, unknown>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(keys[0]).not.toHaveProperty("d");
  });

  it("runs the authorization-code flow with PKCE and nonce through the account chooser", async () => {
    const jar = new CookieJar();
    const { chooserUrl, request } = await startAuthorization(jar);

    const page = await browse(jar, chooserUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("Choose an account");
    expect(html).toContain("to continue to Bahi");
    expect(html).toContain("Use another account");
    expect(html).toContain("Development sign-in — not Google");
    expect(html).toContain(REMEMBERED_ACCOUNTS_KEY);
    expect(html).toMatch(/<label for="name">Name<\/label>\s*<input id="name" name="name"/);
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Continue<\/button>/);
    expect(html).toContain('name="viewport"');
    expectSelfContained(html, origin);

    const invalid = await postForm(jar, chooserUrl, { name: "   ", email: "asha@example.in" });
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("Enter a name");
    expect(invalidHtml).toContain('value="asha@example.in"');
    expect(invalidHtml).toContain('aria-describedby="name-error"');

    const badEmail = await postForm(jar, chooserUrl, { name: "Asha", email: "not-an-email" });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toContain("Enter a valid email");

    const done = await postForm(jar, chooserUrl, { name: " Asha Verma ", email: "Asha@Example.in" });
    expect(done.status).toBe(303);
    const callback = await followToApp(jar, done, chooserUrl);
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    expect(callback.searchParams.get("state")).toBe(request.state);
    expect(callback.searchParams.get("iss")).toBe(issuer);
    const code = callback.searchParams.get("code");
    expect(code).toBeTruthy();

    const tokenResponse = await exchangeCode(code as string, request.verifier, "basic");
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as TokenResponse;
    expect(tokens.token_type).toBe("Bearer");

    const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(discovery.jwks_uri)), {
      issuer,
      audience: CLIENT_ID,
    });
    expect(payload).toMatchObject({
      iss: issuer,
      aud: CLIENT_ID,
      nonce: request.nonce,
      email: "asha@example.in",
      email_verified: true,
      name: "Asha Verma",
    });
    expect(payload.sub).toMatch(/^dev-[0-9a-f]{24}$/);

    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      sub: payload.sub,
      email: "asha@example.in",
      email_verified: true,
      name: "Asha Verma",
    });

    // An authorization code works once.
    expect((await exchangeCode(code as string, request.verifier, "basic")).status).toBe(400);
  });

  it("gives the same e-mail the same subject, also with the secret in the body", async () => {
    const first = await tokensFor({ name: "Ravi", email: "ravi@example.in" }, "basic");
    const second = await tokensFor({ name: "Ravi Kumar", email: "RAVI@example.in" }, "post");
    expect(second.idToken.sub).toBe(first.idToken.sub);
    expect(second.idToken.name).toBe("Ravi Kumar");
    const other = await tokensFor({ name: "Meena", email: "meena@example.in" });
    expect(other.idToken.sub).not.toBe(first.idToken.sub);
  });

  it("shows the chooser on every sign-in and lets the same browser switch accounts", async () => {
    const jar = new CookieJar();
    const first = await tokensFor({ name: "Asha", email: "asha@example.in" }, "basic", jar);
    // The provider session survives, yet the chooser still comes first (startAuthorization asserts it).
    const second = await tokensFor({ name: "Ravi", email: "ravi@example.in" }, "basic", jar);
    expect(second.idToken.email).toBe("ravi@example.in");
    expect(second.idToken.sub).not.toBe(first.idToken.sub);
  });

  it("refuses a wrong client secret", async () => {
    const { callback, request } = await signIn(new CookieJar(), { name: "Asha", email: "asha@example.in" });
    const code = callback.searchParams.get("code") as string;
    for (const auth of ["basic", "post"] as const) {
      const response = await exchangeCode(code, request.verifier, auth, "wrong-secret");
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: "invalid_client" });
    }
  });

  it("refuses a wrong code_verifier", async () => {
    const { callback } = await signIn(new CookieJar(), { name: "Asha", email: "asha@example.in" });
    const response = await exchangeCode(callback.searchParams.get("code") as string, pkcePair().verifier, "basic");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("requires PKCE", async () => {
    const response = await fetch(authorizationUrl({ state: "s", nonce: "n" }), { redirect: "manual" });
    const location = new URL(response.headers.get("location") as string);
    expect(location.origin + location.pathname).toBe(redirectUri);
    expect(location.searchParams.get("error")).toBe("invalid_request");
  });

  it("prefills the e-mail from login_hint and escapes it", async () => {
    const jar = new CookieJar();
    const { chooserUrl } = await startAuthorization(jar, { login_hint: '"><script>alert(1)</script>' });
    const html = await (await browse(jar, chooserUrl)).text();
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>alert(1)");
  });

  it("renders its own self-contained error page", async () => {
    const response = await fetch(`${issuer}/auth?client_id=unknown&response_type=code&scope=openid`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain("Sign-in failed");
    expect(html).toContain("invalid_client");
    expectSelfContained(html, origin);
  });

  it("renders its own self-contained sign-out pages", async () => {
    const jar = new CookieJar();
    await signIn(jar, { name: "Asha", email: "asha@example.in" });
    const confirm = await browse(jar, `${issuer}/session/end`);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain("Sign out of the development sign-in?");
    expect(html).toContain('form="op.logoutForm"');
    expectSelfContained(html, origin);

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] as string;
    const done = await postForm(jar, `${issuer}/session/end/confirm`, { xsrf, logout: "yes" });
    expect(done.status).toBe(303);
    const success = await browse(jar, locationOf(done, issuer));
    const successHtml = await success.text();
    expect(successHtml).toContain("Signed out");
    expectSelfContained(successHtml, origin);
  });

  it("explains an expired or unknown interaction instead of crashing", async () => {
    const response = await fetch(`${issuer}/interaction/unknown-id`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("expired");
    expectSelfContained(html, origin);
  });

  it("refuses a form body larger than 16 KB", async () => {
    const jar = new CookieJar();
    const { chooserUrl } = await startAuthorization(jar);
    const response = await postForm(jar, chooserUrl, { name: "x".repeat(17 * 1024), email: "a@example.in" });
    expect(response.status).toBe(413);
  });

  it("refuses a form that is not urlencoded", async () => {
    const jar = new CookieJar();
    const { chooserUrl } = await startAuthorization(jar);
    const response = await browse(jar, chooserUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Asha", email: "asha@example.in" }),
    });
    expect(response.status).toBe(415);
  });

  it("answers 404 for paths that only share a prefix with its mount path", async () => {
    const response = await fetch(`${origin}/dev-idpx/auth`);
    expect(response.status).toBe(404);
  });
});
