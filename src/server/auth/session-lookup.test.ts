import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { session, user } from "../db/schema";
import { directorWithSchool, type Director } from "../test/fixtures";
import { createTestApp } from "../test/test-app";
import { describeEachDatabase } from "../test/test-database";
import type { Auth } from "./create-auth";
import { createSessionLookup, MAX_REMEMBERED_CHARS } from "./session-lookup";

/**
 * The cheap path (credentials better-auth verified recently → one query for that live session) must
 * never outlive the session row: each case first makes a request that puts the credentials on it.
 */
describeEachDatabase("session lookup: verified credentials, the session row read every time", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
  });

  /** A lookup over the test app's better-auth that counts how often better-auth itself was asked. */
  function countingLookup() {
    const counter = { calls: 0 };
    const counted = { api: { getSession: (o: { headers: Headers }) => (counter.calls++, api.auth.api.getSession(o)) } } as unknown as Auth;
    return { lookUp: createSessionLookup(counted, database().db), counter };
  }

  async function tokenOf(headers: Headers): Promise<string> {
    const body = (await (await api.call("GET", "/api/auth/get-session", headers)).json()) as { session: { token: string } };
    return body.session.token;
  }

  const ledgers = (headers: Headers) => api.call("GET", `/api/v1/ledger/${director.school._id}`, headers);

  it("asks better-auth once per credentials, then reads the session and the user's current row", async () => {
    const headers = await api.signInAgain(director.userId);
    const { lookUp, counter } = countingLookup();
    expect((await lookUp(headers))?.id).toBe(director.userId);
    await database().db.update(user).set({ name: "Renamed Director" }).where(eq(user.id, director.userId));
    expect(await lookUp(headers)).toMatchObject({ id: director.userId, name: "Renamed Director" });
    expect(counter.calls).toBe(1);
  });

  it("fails on the next request once the session row is gone (sign-out on another instance), without asking better-auth", async () => {
    const headers = await api.signInAgain(director.userId);
    const { lookUp, counter } = countingLookup();
    expect(await lookUp(headers)).not.toBeNull();
    expect((await ledgers(headers)).status).toBe(200);
    await database().db.delete(session).where(eq(session.token, await tokenOf(headers)));
    expect(await lookUp(headers)).toBeNull();
    expect(counter.calls).toBe(1);
    expect((await ledgers(headers)).status).toBe(401);
  });

  it("fails on the next request once the session has expired", async () => {
    const headers = await api.signInAgain(director.userId);
    expect((await ledgers(headers)).status).toBe(200);
    await database()
      .db.update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.token, await tokenOf(headers)));
    expect((await ledgers(headers)).status).toBe(401);
  });

  it("never lets a tampered cookie through on the strength of a verified one", async () => {
    const headers = await api.signInAgain(director.userId);
    const { lookUp } = countingLookup();
    expect(await lookUp(headers)).not.toBeNull();
    const cookie = headers.get("cookie")!;
    const tampered = new Headers(headers);
    // Same session token, another signature: better-auth must judge it, and refuses it.
    tampered.set("cookie", cookie.replace(/(session_token=[^.;]+\.)[^;]+/, "$1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D"));
    expect(tampered.get("cookie")).not.toBe(cookie);
    expect(await lookUp(tampered)).toBeNull();
    expect((await ledgers(tampered)).status).toBe(401);
  });

  it("remembers no credentials too long for its bound: better-auth judges those every time", async () => {
    const headers = await api.signInAgain(director.userId);
    const padded = new Headers(headers);
    padded.set("cookie", `${headers.get("cookie")}; padding=${"x".repeat(MAX_REMEMBERED_CHARS)}`);
    const { lookUp, counter } = countingLookup();
    expect((await lookUp(padded))?.id).toBe(director.userId);
    expect((await lookUp(padded))?.id).toBe(director.userId);
    expect(counter.calls).toBe(2);
  });

  it("answers a request with neither a cookie nor a bearer token with no user, without asking better-auth", async () => {
    const { lookUp, counter } = countingLookup();
    expect(await lookUp(new Headers({ accept: "application/json" }))).toBeNull();
    expect(counter.calls).toBe(0);
    expect((await ledgers(new Headers())).status).toBe(401);
  });

  it("treats a bearer token the same way: verified once, refused once its session is revoked", async () => {
    const token = await tokenOf(await api.signInAgain(director.userId));
    const bearer = new Headers({ authorization: `Bearer ${token}` });
    const { lookUp, counter } = countingLookup();
    expect((await lookUp(bearer))?.id).toBe(director.userId);
    expect((await lookUp(bearer))?.id).toBe(director.userId);
    expect(counter.calls).toBe(1);
    await database().db.delete(session).where(eq(session.token, token));
    expect(await lookUp(bearer)).toBeNull();
    expect((await ledgers(bearer)).status).toBe(401);
  });
});
