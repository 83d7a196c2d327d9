import pino from "pino";
import { beforeAll, expect, it, vi } from "vitest";
import { directorWithSchool, type Director } from "../test/fixtures";
import { createTestApp, TEST_PUBLIC_URL } from "../test/test-app";
import { describeEachDatabase } from "../test/test-database";
import { createLiveSessionCache, type LiveSessionCache } from "./live-session-cache";

/**
 * Two app instances over one database, as behind a load balancer, each keeping the sessions it has
 * read (LiveSessionCache) once it listens for their changes: every check below runs against instances
 * that hold the session in memory, so a refusal proves the change reached them.
 */
describeEachDatabase("sign-out and revoked sessions end on the next request, on every instance", (database) => {
  let first: ReturnType<typeof createTestApp>;
  let second: ReturnType<typeof createTestApp>;
  let secondSessions: LiveSessionCache;
  let director: Director;
  beforeAll(async () => {
    const listeningCache = async () => {
      const cache = createLiveSessionCache(database().db, pino({ level: "silent" }));
      cache.mark();
      await vi.waitFor(() => expect(cache.listening).toBe(true));
      return cache;
    };
    const firstSessions = await listeningCache();
    secondSessions = await listeningCache();
    first = createTestApp(database().db, { liveSessions: firstSessions });
    second = createTestApp(database().db, { liveSessions: secondSessions });
    director = await directorWithSchool(first);
  });

  const ledgers = (api: typeof first, headers: Headers) =>
    api.call("GET", `/api/v1/ledger/${director.school._id}`, headers);
  const fromBahi = (headers: Headers) => {
    const withOrigin = new Headers(headers);
    withOrigin.set("origin", TEST_PUBLIC_URL);
    return withOrigin;
  };
  async function tokenOf(api: typeof first, headers: Headers): Promise<string> {
    const body = (await (await api.call("GET", "/api/auth/get-session", headers)).json()) as {
      session: { token: string };
    };
    return body.session.token;
  }

  /** The other instance hears of a change by NOTIFY, a moment after the commit. */
  const refusedBy = (api: typeof first, headers: Headers) =>
    expect.poll(async () => (await ledgers(api, headers)).status).toBe(401);

  it("refuses the old cookies on the next request after sign-out, and on the other instance once told", async () => {
    const headers = await first.signInAgain(director.userId);
    expect((await ledgers(first, headers)).status).toBe(200);
    expect((await ledgers(second, headers)).status).toBe(200);
    expect((await ledgers(first, headers)).status).toBe(200);
    expect(secondSessions.get(await tokenOf(first, headers))).toMatchObject({ id: director.userId });
    expect((await first.call("POST", "/api/auth/sign-out", fromBahi(headers), {})).status).toBe(200);
    expect((await ledgers(first, headers)).status).toBe(401);
    await refusedBy(second, headers);
    expect((await ledgers(second, director.headers)).status).toBe(200);
  });

  it("revokes one of the caller's sessions from another device", async () => {
    const laptop = await first.signInAgain(director.userId);
    const phone = await first.signInAgain(director.userId);
    expect((await ledgers(first, phone)).status).toBe(200);
    expect((await ledgers(second, phone)).status).toBe(200);
    const phoneToken = await tokenOf(first, phone);
    expect(secondSessions.get(phoneToken)).toBeDefined();
    const response = await first.call("POST", "/api/auth/revoke-session", fromBahi(laptop), { token: phoneToken });
    expect(response.status).toBe(200);
    expect((await ledgers(first, phone)).status).toBe(401);
    await refusedBy(second, phone);
    expect((await ledgers(second, laptop)).status).toBe(200);
  });

  it("answers 404 for another user's session token and leaves that session alone", async () => {
    const stranger = await directorWithSchool(first, "Another School");
    const response = await first.call("POST", "/api/auth/revoke-session", fromBahi(director.headers), {
      token: await tokenOf(first, stranger.headers),
    });
    expect(response.status).toBe(404);
    expect((await second.call("GET", `/api/v1/ledger/${stranger.school._id}`, stranger.headers)).status).toBe(200);
  });

  it("signs out everywhere: revoke-sessions ends all of the user's sessions and no one else's", async () => {
    const stranger = await directorWithSchool(first, "Third School");
    const laptop = await first.signInAgain(director.userId);
    const phone = await first.signInAgain(director.userId);
    for (const headers of [laptop, phone, director.headers]) expect((await ledgers(first, headers)).status).toBe(200);
    expect((await second.call("POST", "/api/auth/revoke-sessions", fromBahi(laptop), {})).status).toBe(200);
    for (const headers of [laptop, phone, director.headers]) expect((await ledgers(second, headers)).status).toBe(401);
    for (const headers of [laptop, phone, director.headers]) await refusedBy(first, headers);
    expect((await second.call("GET", `/api/v1/ledger/${stranger.school._id}`, stranger.headers)).status).toBe(200);
  });
});
