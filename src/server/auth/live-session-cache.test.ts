import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { session, user } from "../db/schema";
import type { SessionUser } from "../http/app-env";
import { directorWithSchool, type Director } from "../test/fixtures";
import { createTestApp } from "../test/test-app";
import { describeEachDatabase } from "../test/test-database";
import { createLiveSessionCache, type LiveSessionCache } from "./live-session-cache";

const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000);

describeEachDatabase("live session cache: kept while listening, dropped when told", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let other: Director;
  const opened: LiveSessionCache[] = [];
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    other = await directorWithSchool(api, "Other School");
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((cache) => cache.close()));
  });

  async function listeningCache(): Promise<LiveSessionCache> {
    const cache = createLiveSessionCache(database().db, pino({ level: "silent" }));
    opened.push(cache);
    cache.mark();
    await vi.waitFor(() => expect(cache.listening).toBe(true));
    return cache;
  }

  async function userRow(id: string): Promise<SessionUser> {
    const [row] = await database().db.select().from(user).where(eq(user.id, id));
    return row!;
  }

  it("keeps nothing before it listens (it starts at its first mark)", async () => {
    const cache = createLiveSessionCache(database().db, pino({ level: "silent" }));
    opened.push(cache);
    cache.remember("token-a", await userRow(director.userId), IN_AN_HOUR(), 0);
    expect(cache.listening).toBe(false);
    expect(cache.get("token-a")).toBeUndefined();
  });

  it("drops only the changed user's sessions when a session of theirs changes", async () => {
    const cache = await listeningCache();
    const told: (string | null)[] = [];
    cache.onUserChanged((userId) => told.push(userId));
    cache.remember("token-a", await userRow(director.userId), IN_AN_HOUR(), cache.mark());
    cache.remember("token-b", await userRow(other.userId), IN_AN_HOUR(), cache.mark());
    expect(cache.get("token-a")?.id).toBe(director.userId);
    // Any session of the user, not only the kept one: "sign out everywhere" deletes them all.
    await database()
      .db.update(session)
      .set({ updatedAt: sql`now()` })
      .where(eq(session.userId, director.userId));
    await expect.poll(() => cache.get("token-a")).toBeUndefined();
    expect(cache.get("token-b")?.id).toBe(other.userId);
    // Its listeners (the open event streams) hear whose, once the entries are gone.
    expect(new Set(told)).toEqual(new Set([director.userId]));
  });

  it("refuses a row read before a change was heard, which may be the row as it was", async () => {
    const cache = await listeningCache();
    const readBefore = cache.mark();
    const staleRow = await userRow(director.userId);
    // A kept entry of the same user shows when the change has been heard: it is dropped then.
    cache.remember("probe", staleRow, IN_AN_HOUR(), cache.mark());
    expect(cache.get("probe")).toBeDefined();
    await database().db.update(user).set({ name: "Changed Meanwhile" }).where(eq(user.id, director.userId));
    await expect.poll(() => cache.get("probe")).toBeUndefined();
    cache.remember("token-a", staleRow, IN_AN_HOUR(), readBefore);
    expect(cache.get("token-a")).toBeUndefined();
    cache.remember("token-a", await userRow(director.userId), IN_AN_HOUR(), cache.mark());
    expect(cache.get("token-a")?.name).toBe("Changed Meanwhile");
  });

  it("answers nothing for a session past its expiry", async () => {
    const cache = await listeningCache();
    cache.remember("token-a", await userRow(director.userId), new Date(Date.now() - 1), cache.mark());
    expect(cache.get("token-a")).toBeUndefined();
  });

  it("forgets everything on forgetAll, and a row read before it is not kept", async () => {
    const cache = await listeningCache();
    const readBefore = cache.mark();
    cache.remember("token-a", await userRow(director.userId), IN_AN_HOUR(), readBefore);
    cache.forgetAll();
    expect(cache.get("token-a")).toBeUndefined();
    cache.remember("token-a", await userRow(director.userId), IN_AN_HOUR(), readBefore);
    expect(cache.get("token-a")).toBeUndefined();
  });

  it("keeps nothing once closed", async () => {
    const cache = await listeningCache();
    cache.remember("token-a", await userRow(director.userId), IN_AN_HOUR(), cache.mark());
    await cache.close();
    expect(cache.listening).toBe(false);
    expect(cache.get("token-a")).toBeUndefined();
  });
});

// PGlite listens in process: there is no connection to lose.
describeEachDatabase(
  "live session cache: a lost LISTEN connection",
  (database) => {
    it("keeps nothing while the connection is down and forgets all it held; listens again by itself", async () => {
      const api = createTestApp(database().db);
      const director = await directorWithSchool(api);
      const [row] = await database().db.select().from(user).where(eq(user.id, director.userId));
      const cache = createLiveSessionCache(database().db, pino({ level: "silent" }));
      try {
        const told: (string | null)[] = [];
        cache.onUserChanged((userId) => told.push(userId));
        cache.mark();
        await vi.waitFor(() => expect(cache.listening).toBe(true));
        told.length = 0;
        cache.remember("token-a", row!, IN_AN_HOUR(), cache.mark());
        expect(cache.get("token-a")).toBeDefined();
        // What a restart of the database server or a dropped network link does to the connection.
        await database().db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
        );
        await expect.poll(() => cache.listening).toBe(false);
        expect(cache.get("token-a")).toBeUndefined();
        cache.remember("token-a", row!, IN_AN_HOUR(), cache.mark());
        expect(cache.get("token-a")).toBeUndefined();
        await vi.waitFor(() => expect(cache.listening).toBe(true), { timeout: 5000 });
        // Changes made meanwhile went unheard: its listeners are told to check everyone (null).
        expect(told).toEqual([null]);
        cache.remember("token-a", row!, IN_AN_HOUR(), cache.mark());
        expect(cache.get("token-a")).toBeDefined();
      } finally {
        await cache.close();
      }
    });
  },
  { only: "postgres" },
);
