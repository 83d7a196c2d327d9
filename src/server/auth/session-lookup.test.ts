import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { session, user } from "../db/schema";
import { directorWithSchool, type Director } from "../test/fixtures";
import { createTestApp } from "../test/test-app";
import { describeEachDatabase } from "../test/test-database";
import type { Auth } from "./create-auth";
import { createLiveSessionCache } from "./live-session-cache";
import { createSessionLookup, MAX_REMEMBERED_CHARS } from "./session-lookup";

/**
 * The cheap path (credentials better-auth verified recently → that live session, kept in memory while
 * its changes are heard) must never outlive the session row: each case first makes a request that
 * puts the credentials on it. A change made behind the lookup's back (another instance, a console)
 * reaches it by NOTIFY, a moment after the commit: hence `expect.poll`.
 */
describeEachDatabase(
  "session lookup: verified credentials, the session row kept only while its changes are heard",
  (database) => {
    let api: ReturnType<typeof createTestApp>;
    let director: Director;
    beforeAll(async () => {
      api = createTestApp(database().db);
      director = await directorWithSchool(api);
    });

    /** A lookup over the test app's better-auth that counts how often better-auth itself was asked. */
    function countingLookup() {
      const counter = { calls: 0 };
      const counted = {
        api: { getSession: (o: { headers: Headers }) => (counter.calls++, api.auth.api.getSession(o)) },
      } as unknown as Auth;
      const liveSessions = createLiveSessionCache(database().db, pino({ level: "silent" }));
      return { lookUp: createSessionLookup(counted, database().db, liveSessions), counter, liveSessions };
    }

    async function tokenOf(headers: Headers): Promise<string> {
      const body = (await (await api.call("GET", "/api/auth/get-session", headers)).json()) as {
        session: { token: string };
      };
      return body.session.token;
    }

    const ledgers = (headers: Headers) => api.call("GET", `/api/v1/ledger/${director.school._id}`, headers);

    it("asks better-auth once per credentials, then answers with the user's current row", async () => {
      const headers = await api.signInAgain(director.userId);
      const { lookUp, counter } = countingLookup();
      expect((await lookUp(headers))?.id).toBe(director.userId);
      await database().db.update(user).set({ name: "Renamed Director" }).where(eq(user.id, director.userId));
      await expect.poll(() => lookUp(headers)).toMatchObject({ id: director.userId, name: "Renamed Director" });
      expect(counter.calls).toBe(1);
    });

    it("answers from memory while nothing is reported: a change that fires no trigger goes unseen", async () => {
      const headers = await api.signInAgain(director.userId);
      const { lookUp, liveSessions } = countingLookup();
      const { name } = (await lookUp(headers))!;
      await expect.poll(() => liveSessions.listening).toBe(true);
      expect((await lookUp(headers))?.name).toBe(name);
      // Triggers off for this one transaction (replica mode), so nothing is notified: the lookup keeps
      // the name it holds — proof that it no longer reads the row, and that the triggers keep it right.
      await database().db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(user).set({ name: "Silently Renamed" }).where(eq(user.id, director.userId));
      });
      expect((await lookUp(headers))?.name).toBe(name);
      await database().db.update(user).set({ name }).where(eq(user.id, director.userId));
    });

    it("fails as soon as the session row is gone (sign-out on another instance), without asking better-auth", async () => {
      const headers = await api.signInAgain(director.userId);
      const { lookUp, counter } = countingLookup();
      expect(await lookUp(headers)).not.toBeNull();
      expect((await ledgers(headers)).status).toBe(200);
      await database()
        .db.delete(session)
        .where(eq(session.token, await tokenOf(headers)));
      await expect.poll(() => lookUp(headers)).toBeNull();
      expect(counter.calls).toBe(1);
      await expect.poll(async () => (await ledgers(headers)).status).toBe(401);
    });

    it("fails as soon as the session has expired", async () => {
      const headers = await api.signInAgain(director.userId);
      expect((await ledgers(headers)).status).toBe(200);
      await database()
        .db.update(session)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(session.token, await tokenOf(headers)));
      await expect.poll(async () => (await ledgers(headers)).status).toBe(401);
    });

    it("never lets a tampered cookie through on the strength of a verified one", async () => {
      const headers = await api.signInAgain(director.userId);
      const { lookUp } = countingLookup();
      expect(await lookUp(headers)).not.toBeNull();
      const cookie = headers.get("cookie")!;
      const tampered = new Headers(headers);
      // Same session token, another signature: better-auth must judge it, and refuses it.
      tampered.set(
        "cookie",
        cookie.replace(/(session_token=[^.;]+\.)[^;]+/, "$1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D"),
      );
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
      await expect.poll(() => lookUp(bearer)).toBeNull();
      await expect.poll(async () => (await ledgers(bearer)).status).toBe(401);
    });
  },
);
