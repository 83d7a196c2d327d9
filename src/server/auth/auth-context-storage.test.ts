import { AsyncLocalStorage } from "node:async_hooks";
import { beforeAll, expect, it } from "vitest";
import { directorWithSchool, type Director } from "../test/fixtures";
import { promiseHooksOn } from "../test/promise-hooks";
import { createTestApp } from "../test/test-app";
import { describeEachDatabase } from "../test/test-database";
import { betterAuthGlobalContext } from "./auth-context-storage";
import { isReleasedWhenIdle } from "./release-when-idle";

/**
 * better-auth's AsyncLocalStorage instances, once on, would tax every promise of the server for the
 * rest of its life (decision 0054): createAuth gives it storages released when idle.
 */
describeEachDatabase("better-auth's async context: on only while better-auth runs", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
  });

  it("uses only storages released when idle (a new one after an upgrade fails here)", async () => {
    expect((await api.call("GET", "/api/auth/get-session", director.headers)).status).toBe(200);
    const storages = Object.entries(betterAuthGlobalContext()).filter(
      ([, value]) => value instanceof AsyncLocalStorage,
    );
    expect(storages.map(([slot]) => slot).sort()).toEqual([
      "adapterAsyncStorage",
      "endpointContextAsyncStorage",
      "requestStateAsyncStorage",
    ]);
    for (const [slot, storage] of storages) expect(isReleasedWhenIdle(storage), slot).toBe(true);
  });

  it("leaves promise hooks off once its calls have ended, and its calls still see their context", async () => {
    // A sign-in and a session check run better-auth's endpoints, adapter and hooks inside its storages.
    const headers = await api.signInAgain(director.userId);
    const session = (await (await api.call("GET", "/api/auth/get-session", headers)).json()) as {
      user: { id: string };
    };
    expect(session.user.id).toBe(director.userId);
    expect(await promiseHooksOn()).toBe(false);
    // The API after it: its own session lookup asks better-auth for these new credentials.
    expect((await api.call("GET", `/api/v1/ledger/${director.school._id}`, headers)).status).toBe(200);
    expect(await promiseHooksOn()).toBe(false);
  });
});
