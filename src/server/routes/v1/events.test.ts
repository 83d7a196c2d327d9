import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createWalletEvents, type WalletEvents } from "../../services/billing/create-wallet-events";
import { readEventStream as eventStream, type EventStreamReader } from "../../test/event-stream-reader";
import { dataOf, directorWithSchool, staffOf, type Director } from "../../test/fixtures";
import { openOrder, postWebhook, webhookEvent } from "../../test/payment-fixtures";
import { createTestApp, TEST_PUBLIC_URL } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("wallet events (SSE)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let events: WalletEvents;
  beforeAll(() => {
    events = createWalletEvents(database().db, pino({ level: "silent" }));
    api = createTestApp(database().db, { walletEvents: events });
  });
  afterAll(() => events.close());

  async function openStream(headers: Headers) {
    const response = await api.call("GET", "/api/v1/events", headers);
    expect(response.status).toBe(200);
    const stream = eventStream(response);
    await stream.next();
    return stream;
  }
  /** A committed grant of 200 coins: a wallet event for every open stream of the school. */
  async function grantCoins(owner: Director) {
    const order = await openOrder(api, owner);
    const paymentId = `pay_${crypto.randomUUID().replaceAll("-", "").slice(0, 14)}`;
    expect((await postWebhook(api, webhookEvent(order, { paymentId }))).status).toBe(200);
  }
  const fromBahi = (headers: Headers) => {
    const withOrigin = new Headers(headers);
    withOrigin.set("origin", TEST_PUBLIC_URL);
    return withOrigin;
  };
  /**
   * The stream ends within a second of the change (3 s allowed), carrying no wallet event after it
   * although the school's wallet changed meanwhile, and its last event tells the client to stay away.
   */
  async function expectEndedAfter(
    stream: EventStreamReader,
    change: () => Promise<void>,
    walletChange: () => Promise<void>,
    last = { event: "session-ended", data: "signed-out" },
  ) {
    await change();
    const changed = performance.now();
    const ending = stream.rest(3000).then((rest) => ({ ...rest, ms: performance.now() - changed }));
    const [{ ms, ...rest }] = await Promise.all([ending, walletChange()]);
    expect(rest).toEqual({ ended: true, messages: [last] });
    expect(ms).toBeLessThan(3000);
  }

  it("streams the wallet at once, then each committed change of the caller's school only", async () => {
    const director = await directorWithSchool(api);
    const other = await directorWithSchool(api);
    const response = await api.call("GET", "/api/v1/events", director.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const stream = eventStream(response);
    expect(await stream.next()).toMatchObject({ coins: 20, billing: true });

    // Another school's grant must not reach this stream; this school's must, within a second.
    await postWebhook(api, webhookEvent(await openOrder(api, other)));
    const order = await openOrder(api, director);
    const started = performance.now();
    await postWebhook(api, webhookEvent(order));
    expect(await stream.next(1000)).toMatchObject({ coins: 220 });
    expect(performance.now() - started).toBeLessThan(1000);

    await api.call("POST", "/api/v1/print-jobs", director.headers, { tool: "omr-sheet" });
    await stream.close();
    // The stream's end unsubscribes it.
    await expect.poll(() => events.size()).toBe(0);
  });

  it("ends the stream of a session when it signs out; the user's other sessions keep theirs", async () => {
    const director = await directorWithSchool(api);
    const laptop = await api.signInAgain(director.userId);
    const ended = await openStream(laptop);
    const kept = await openStream(director.headers);
    await expectEndedAfter(
      ended,
      async () => expect((await api.call("POST", "/api/auth/sign-out", fromBahi(laptop), {})).status).toBe(200),
      () => grantCoins(director),
    );
    expect(await kept.next()).toMatchObject({ coins: 220 });
    await kept.close();
    await expect.poll(() => events.size()).toBe(0);
  });

  it("ends every stream of the user on 'sign out everywhere'", async () => {
    const director = await directorWithSchool(api);
    const phone = await openStream(await api.signInAgain(director.userId));
    const laptop = await openStream(director.headers);
    await expectEndedAfter(
      laptop,
      async () =>
        expect((await api.call("POST", "/api/auth/revoke-sessions", fromBahi(director.headers), {})).status).toBe(200),
      // Buying needs a live session of the owner: one signed in after the revocation.
      async () => grantCoins({ ...director, headers: await api.signInAgain(director.userId) }),
    );
    expect(await phone.rest(3000)).toEqual({ ended: true, messages: [{ event: "session-ended", data: "signed-out" }] });
    await expect.poll(() => events.size()).toBe(0);
  });

  it("ends a staff member's stream when the owner removes them from the team", async () => {
    const owner = await directorWithSchool(api);
    const staff = await staffOf(api, owner);
    const stream = await openStream(staff.headers);
    await expectEndedAfter(
      stream,
      async () => void (await dataOf(await api.call("DELETE", `/api/v1/members/${staff.userId}`, owner.headers))),
      () => grantCoins(owner),
      { event: "session-ended", data: "left-school" },
    );
    await expect.poll(() => events.size()).toBe(0);
  });

  it("ends the stream with reconnect when the caller's role changes, so the client comes back in the new role", async () => {
    const director = await directorWithSchool(api);
    const laptop = await api.signInAgain(director.userId);
    const stream = await openStream(laptop);
    // Paid for while still the owner; granted after the change.
    const order = await openOrder(api, director);
    // No route changes a role today; the notification comes from the table, whoever changes it.
    const demote = async () =>
      void (await database().db.execute(
        sql`update school_member set role = 'staff' where user_id = ${director.userId}`,
      ));
    const grant = async () => void (await postWebhook(api, webhookEvent(order)));
    await expectEndedAfter(stream, demote, grant, { event: "reconnect", data: "role-changed" });
  });

  it("needs a session", async () => {
    expect((await api.call("GET", "/api/v1/events")).status).toBe(401);
  });
});
