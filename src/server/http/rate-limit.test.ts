import { beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createRateLimiter, createSharedCounter } from "../db/rate-limit-store";
import { WRONG_FAMILY_CODES_PER_MIN } from "../routes/public/family-page";
import { selectRows } from "../db/select-rows";
import { directorWithSchool, type Director } from "../test/fixtures";
import { createTestApp } from "../test/test-app";
import { describeEachDatabase } from "../test/test-database";
import { parseTrustProxy } from "./client-ip";

describeEachDatabase("rate limits: sign-in per IP, API per user, 429 with Retry-After", (database) => {
  let apps: ReturnType<typeof createTestApp>[];
  let director: Director;
  let other: Director;
  const API_PER_MIN = 6;
  const SIGN_IN_PER_MIN = 20;
  beforeAll(async () => {
    const run = crypto.randomUUID();
    // On PostgreSQL two instances with their own limiters share the count through the table;
    // PGlite serves a single process, so there one instance is the whole server.
    const instance = () =>
      createTestApp(database().db, {
        rateLimiters: {
          signIn: createRateLimiter(database(), {
            keyPrefix: `sign-in-${run}`,
            points: SIGN_IN_PER_MIN,
            durationSeconds: 60,
          }),
          api: createRateLimiter(database(), { keyPrefix: `api-${run}`, points: API_PER_MIN, durationSeconds: 60 }),
        },
        // One proxy in front (TRUST_PROXY=true), so the tests below name their client in X-Forwarded-For.
        trustProxy: parseTrustProxy("true"),
      });
    const first = instance();
    apps = database().kind === "postgres" ? [first, instance()] : [first, first];
    // Signing in and creating a school go through better-auth and POST /school/add: 1 API call each.
    director = await directorWithSchool(first);
    other = await directorWithSchool(first, "Other School");
  });

  const ledgers = (turn: number, who: Director) =>
    apps[turn % 2]!.call("GET", `/api/v1/ledger/${who.school._id}`, who.headers);

  it("lets a user make the configured number of API calls a minute, across instances, then answers 429", async () => {
    const statuses: number[] = [];
    for (let turn = 0; turn < API_PER_MIN - 1; turn++) statuses.push((await ledgers(turn, director)).status);
    expect(statuses).toEqual(Array(API_PER_MIN - 1).fill(200));
    const refused = await ledgers(1, director);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, error: { code: "RATE_LIMITED" } });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Counted per user: another director is not held back.
    expect((await ledgers(0, other)).status).toBe(200);
  });

  it("counts a busy user's calls in the shared table by leases of points, not a write per call", async () => {
    const LIMIT = 1200; // a lease of 10
    const run = crypto.randomUUID();
    const api = createRateLimiter(database(), { keyPrefix: `api-busy-${run}`, points: LIMIT, durationSeconds: 60 });
    const app = createTestApp(database().db, {
      rateLimiters: {
        signIn: createRateLimiter(database(), { keyPrefix: `sign-in-busy-${run}`, points: 20, durationSeconds: 60 }),
        api,
      },
    });
    const busy = await directorWithSchool(app, "Busy School");
    for (let call = 0; call < 24; call++)
      expect((await app.call("GET", `/api/v1/ledger/${busy.school._id}`, busy.headers)).status).toBe(200);
    const rows = await selectRows<{ points: number }>(
      database().db,
      sql`select points from rate_limit where key like ${`api-busy-${run}:%`}`,
    );
    // PostgreSQL: 25 calls (24 + creating the school) took three leases of 10. PGlite counts in memory.
    expect(rows).toEqual(database().kind === "postgres" ? [{ points: 30 }] : []);
  });

  it("counts wrong parent-page codes per IP across instances: 30 between them, then 429 from either", async () => {
    const run = crypto.randomUUID();
    const instance = () =>
      createTestApp(database().db, {
        rateLimiters: {
          signIn: createRateLimiter(database(), { keyPrefix: `sign-in-codes-${run}`, points: 20, durationSeconds: 60 }),
          api: createRateLimiter(database(), { keyPrefix: `api-codes-${run}`, points: 100, durationSeconds: 60 }),
          wrongFamilyCodes: createSharedCounter(database(), {
            keyPrefix: `wrong-family-code-${run}`,
            points: WRONG_FAMILY_CODES_PER_MIN,
            durationSeconds: 60,
          }),
        },
        trustProxy: parseTrustProxy("true"),
      });
    const first = instance();
    const pair = database().kind === "postgres" ? [first, instance()] : [first, first];
    const guess = (turn: number, ip = "203.0.113.40") =>
      pair[turn % 2]!.app.request(`/p/${"a".repeat(31)}${"bcdefghijklmnopqrstuvwxyz234567"[turn % 31]}`, {
        headers: { "x-forwarded-for": ip },
      });
    const statuses: number[] = [];
    for (let turn = 0; turn < WRONG_FAMILY_CODES_PER_MIN; turn++) statuses.push((await guess(turn)).status);
    expect(statuses).toEqual(Array(WRONG_FAMILY_CODES_PER_MIN).fill(404));
    expect((await guess(0)).status).toBe(429);
    expect((await guess(1)).status).toBe(429);
    // Another address guesses on.
    expect((await guess(0, "203.0.113.41")).status).toBe(404);
  });

  it("keeps the counters in an UNLOGGED table, so counting a call waits for no write-ahead log flush", async () => {
    const [table] = await selectRows<{ persistence: string }>(
      database().db,
      sql`select relpersistence as persistence from pg_class where relname = 'rate_limit'`,
    );
    expect(table).toEqual({ persistence: "u" });
  });

  it("limits sign-in attempts to 20 a minute per client IP", async () => {
    const start = (turn: number, ip: string) =>
      apps[turn % 2]!.app.request("/api/auth/oauth-popup/start?provider=google", {
        headers: { "x-forwarded-for": `198.51.100.9, ${ip}` },
      });
    const statuses: number[] = [];
    for (let turn = 0; turn < SIGN_IN_PER_MIN; turn++) statuses.push((await start(turn, "203.0.113.7")).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const refused = await start(0, "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await start(1, "203.0.113.8")).status).not.toBe(429);
  });

  it("counts OAuth callbacks against the same per-IP sign-in limit", async () => {
    const headers = (ip: string) => ({ "x-forwarded-for": ip });
    const start = (turn: number, ip: string) =>
      apps[turn % 2]!.app.request("/api/auth/oauth-popup/start?provider=google", { headers: headers(ip) });
    const callback = (turn: number, ip: string) =>
      apps[turn % 2]!.app.request("/api/auth/callback/google?code=forged&state=forged", { headers: headers(ip) });
    const statuses: number[] = [];
    // Half the allowance on starts, half on callbacks: one count, so the next callback is refused.
    for (let turn = 0; turn < SIGN_IN_PER_MIN; turn++)
      statuses.push((await (turn % 2 ? callback : start)(turn, "203.0.113.20")).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const refused = await callback(0, "203.0.113.20");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, error: { code: "RATE_LIMITED" } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // A POSTed callback (form_post) is counted too, and another IP is not held back.
    expect(
      (await apps[1]!.app.request("/api/auth/callback/google", { method: "POST", headers: headers("203.0.113.20") }))
        .status,
    ).toBe(429);
    expect((await callback(1, "203.0.113.21")).status).not.toBe(429);
  });

  it("with TRUST_PROXY unset, a LAN client rotating X-Forwarded-For still gets only 20 sign-in attempts", async () => {
    const run = crypto.randomUUID();
    const app = createTestApp(database().db, {
      rateLimiters: {
        signIn: createRateLimiter(database(), {
          keyPrefix: `sign-in-lan-${run}`,
          points: SIGN_IN_PER_MIN,
          durationSeconds: 60,
        }),
        api: createRateLimiter(database(), { keyPrefix: `api-lan-${run}`, points: API_PER_MIN, durationSeconds: 60 }),
      },
    });
    // A school LAN without a proxy: the peer is the client itself, a private address.
    const start = (peer: string, forwardedFor: string) =>
      app.app.request(
        "/api/auth/oauth-popup/start?provider=google",
        { headers: { "x-forwarded-for": forwardedFor } },
        { incoming: { socket: { remoteAddress: peer } } },
      );
    const statuses: number[] = [];
    for (let turn = 0; turn <= SIGN_IN_PER_MIN; turn++)
      statuses.push((await start("192.168.1.50", `203.0.113.${turn + 1}`)).status);
    expect(statuses.slice(0, SIGN_IN_PER_MIN).filter((status) => status === 429)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
    // Another machine on the LAN is its own client.
    expect((await start("192.168.1.51", "203.0.113.1")).status).not.toBe(429);
  });
});
