import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import type { PaymentStatus } from "../../../shared/api/payment";
import type { Wallet, WalletEntriesPage } from "../../../shared/api/wallet";
import { dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { checkoutReturn, openOrder, postWebhook, webhookEvent } from "../../test/payment-fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";
import { balanceAndEntrySum, setWallet } from "../../test/wallet-fixtures";

const DAY = 86_400_000;

describeEachDatabase("payments", (database) => {
  let api: ReturnType<typeof createTestApp>;
  const warnings: Record<string, unknown>[] = [];
  beforeAll(() => {
    const logger = pino({ level: "warn" }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    api = createTestApp(database().db, { logger });
  });

  const wallet = async (director: Director) =>
    dataOf<Wallet>(await api.call("GET", "/api/v1/wallet", director.headers));
  const status = async (director: Director, orderId: string) =>
    dataOf<PaymentStatus>(await api.call("GET", `/api/v1/payments/${orderId}`, director.headers));
  const verify = (director: Director, body: object) =>
    api.call("POST", "/api/v1/payments/verify", director.headers, body);

  it("opens an order whose amount comes from the catalogue", async () => {
    const director = await directorWithSchool(api);
    const response = await api.call("POST", "/api/v1/payments/orders", director.headers, { planId: "premium-90" });
    expect(response.status).toBe(201);
    const order = await dataOf<Record<string, unknown>>(response);
    expect(order).toMatchObject({
      planId: "premium-90",
      amountPaise: 37_000,
      currency: "INR",
      gateway: "development",
      keyId: expect.any(String),
    });
    expect(order.checkoutUrl).toBe(`/dev-pay/checkout?order_id=${order.orderId}`);
    expect(await status(director, order.orderId as string)).toEqual({
      orderId: order.orderId,
      planId: "premium-90",
      status: "created",
      amountPaise: 37_000,
    });
    // The client may not name an amount or an unknown plan.
    expect((await api.call("POST", "/api/v1/payments/orders", director.headers, { planId: "coins-1" })).status).toBe(
      400,
    );
    expect(
      (await api.call("POST", "/api/v1/payments/orders", director.headers, { planId: "coins-200", amountPaise: 100 }))
        .status,
    ).toBe(201);
  });

  it("verifies a signed return once: 200 paid with the wallet, and a replay grants nothing more", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    const body = checkoutReturn(order.orderId);
    const first = await verify(director, body);
    expect(first.status).toBe(200);
    expect(await dataOf(first)).toMatchObject({ orderId: order.orderId, status: "paid", wallet: { coins: 220 } });
    const again = await verify(director, body);
    expect(await dataOf(again)).toMatchObject({ orderId: order.orderId, status: "paid", wallet: { coins: 220 } });
    expect(await status(director, order.orderId)).toMatchObject({ status: "paid" });
    expect(await balanceAndEntrySum(database().db, director.school._id)).toEqual({ coins: 220, sum: 220 });
  });

  it("refuses tampered returns with 400 BAD_SIGNATURE and grants nothing", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    const cheap = await openOrder(api, director, "premium-7");
    const good = checkoutReturn(order.orderId);
    const tampered = [
      { ...good, razorpay_signature: good.razorpay_signature.replace(/^./, (c) => (c === "a" ? "b" : "a")) },
      { ...good, razorpay_payment_id: "pay_someoneelse001" },
      // A signature for the cheap order presented for the expensive one (a changed plan).
      { ...checkoutReturn(cheap.orderId), razorpay_order_id: order.orderId },
    ];
    for (const body of tampered) {
      const response = await verify(director, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "BAD_SIGNATURE" } });
    }
    expect((await wallet(director)).coins).toBe(20);
    expect(await status(director, order.orderId)).toMatchObject({ status: "created" });
  });

  it("answers 404 for another school's order and for an unknown one", async () => {
    const owner = await directorWithSchool(api);
    const intruder = await directorWithSchool(api);
    const order = await openOrder(api, owner);
    expect((await verify(intruder, checkoutReturn(order.orderId))).status).toBe(404);
    expect((await api.call("GET", `/api/v1/payments/${order.orderId}`, intruder.headers)).status).toBe(404);
    expect((await verify(owner, checkoutReturn("order_doesnotexist01"))).status).toBe(404);
    expect((await wallet(owner)).coins).toBe(20);
    expect((await wallet(intruder)).coins).toBe(20);
  });

  it("grants once over 20 orders when verify and webhook race", async () => {
    const director = await directorWithSchool(api);
    const orders = await Promise.all(Array.from({ length: 20 }, () => openOrder(api, director)));
    const results = await Promise.all(
      orders.flatMap((order) => {
        const body = checkoutReturn(order.orderId);
        const raw = webhookEvent(order, { paymentId: body.razorpay_payment_id });
        return [verify(director, body), postWebhook(api, raw), verify(director, body), postWebhook(api, raw)];
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(80).fill(200));
    expect((await wallet(director)).coins).toBe(20 + 20 * 200);
    expect(await balanceAndEntrySum(database().db, director.school._id)).toEqual({ coins: 4020, sum: 4020 });
  });

  it("deduplicates five simultaneous deliveries of one webhook", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    const raw = webhookEvent(order);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(api, raw, { eventId: "evt_same_delivery" + order.orderId })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { data: { outcome: string } }).data.outcome),
    );
    expect(outcomes.filter((o) => o === "granted")).toHaveLength(1);
    expect((await wallet(director)).coins).toBe(220);
  });

  it("answers 400 to a bad webhook signature and grants nothing", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    const response = await postWebhook(api, webhookEvent(order), { signature: "0".repeat(64) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "BAD_SIGNATURE" } });
    expect((await wallet(director)).coins).toBe(20);
  });

  it("answers a signed body that is not a Razorpay event with the API's own 400 VALIDATION code", async () => {
    const response = await postWebhook(api, JSON.stringify({ hello: "world" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: { code: "VALIDATION" } });
  });

  it("grants nothing for a payment whose amount or currency differs from the order, and holds the order", async () => {
    const director = await directorWithSchool(api);
    for (const change of [{ amount: 100 }, { currency: "USD" }]) {
      const order = await openOrder(api, director);
      const response = await postWebhook(api, webhookEvent(order, change));
      expect(response.status).toBe(200);
      expect(await dataOf(response)).toEqual({ outcome: "flagged" });
      // Even a correctly signed return cannot pay a held order afterwards.
      expect((await verify(director, checkoutReturn(order.orderId))).status).toBe(409);
      expect(await status(director, order.orderId)).toMatchObject({ status: "created" });
    }
    expect((await wallet(director)).coins).toBe(20);
  });

  it("tells the owner's wallet history and the log of a payment whose amount differs, once per order", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    const history = async (who: Director) =>
      ((await (await api.call("GET", "/api/v1/wallet/entries", who.headers)).json()) as WalletEntriesPage).data;
    const heldWarnings = () => warnings.filter((line) => line["level"] === 40 && line["orderId"] === order.orderId);
    const outcome = async (response: Response) => (await dataOf<{ outcome: string }>(response)).outcome;

    const captured = webhookEvent(order, { amount: 100 });
    const eventId = `evt_${crypto.randomUUID()}`;
    expect(await outcome(await postWebhook(api, captured, { eventId }))).toBe("flagged");
    expect(heldWarnings()).toEqual([
      expect.objectContaining({ orderId: order.orderId, orderAmountPaise: 20_000, paymentAmountPaise: 100 }),
    ]);
    // Razorpay's retry of the same event, and its order.paid for the same payment.
    expect(await outcome(await postWebhook(api, captured, { eventId }))).toBe("duplicate");
    expect(await outcome(await postWebhook(api, webhookEvent(order, { amount: 100, event: "order.paid" })))).toBe(
      "flagged",
    );
    expect((await verify(director, checkoutReturn(order.orderId))).status).toBe(409);

    expect((await wallet(director)).coins).toBe(20);
    const entries = await history(director);
    expect(entries.filter((entry) => entry.kind === "amount-differs")).toEqual([
      expect.objectContaining({ orderId: order.orderId, coins: 0, days: 0 }),
    ]);
    expect(entries[0]).toMatchObject({ kind: "amount-differs", orderId: order.orderId });
    expect(entries).toHaveLength(3);
    expect(heldWarnings()).toHaveLength(2);
    // Another school's history knows nothing of it.
    expect((await history(await directorWithSchool(api))).some((entry) => entry.kind === "amount-differs")).toBe(false);
  });

  it("stacks premium days onto what is left, and keeps DL premium separate", async () => {
    const director = await directorWithSchool(api);
    const start = Date.now();
    await setWallet(database().db, director.school._id, { coins: 0, premiumUntil: new Date(start + 10 * DAY) });
    for (const planId of ["premium-7", "premium-15"]) {
      const order = await openOrder(api, director, planId);
      await verify(director, checkoutReturn(order.orderId));
    }
    const dl = await openOrder(api, director, "dl-180");
    await postWebhook(api, webhookEvent(dl));
    const after = await wallet(director);
    expect(new Date(after.premiumUntil!).getTime() - start).toBeGreaterThan(32 * DAY - 60_000);
    expect(new Date(after.premiumUntil!).getTime() - start).toBeLessThan(32 * DAY + 60_000);
    expect(new Date(after.dlPremiumUntil!).getTime() - Date.now()).toBeGreaterThan(180 * DAY - 60_000);

    // An expired premium restarts from now, not from its old expiry.
    await setWallet(database().db, director.school._id, { coins: 0, premiumUntil: new Date(start - 100 * DAY) });
    await verify(director, checkoutReturn((await openOrder(api, director, "premium-30")).orderId));
    expect(new Date((await wallet(director)).premiumUntil!).getTime() - Date.now()).toBeGreaterThan(30 * DAY - 60_000);
  });

  it("marks an order failed on payment.failed, and still lets a later capture pay it", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    await postWebhook(api, webhookEvent(order, { event: "payment.failed" }));
    expect(await status(director, order.orderId)).toMatchObject({ status: "failed" });
    await postWebhook(api, webhookEvent(order, { event: "order.paid" }));
    expect(await status(director, order.orderId)).toMatchObject({ status: "paid" });
    expect((await wallet(director)).coins).toBe(220);
  });
});

describeEachDatabase("payments without a gateway (production, no Razorpay keys)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db, { gateway: null });
  });

  it("answers 503 PAYMENTS_NOT_CONFIGURED to orders, and 404 (not the app shell) under /dev-pay", async () => {
    const director = await directorWithSchool(api);
    const response = await api.call("POST", "/api/v1/payments/orders", director.headers, { planId: "coins-200" });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, error: { code: "PAYMENTS_NOT_CONFIGURED" } });
    for (const path of ["/dev-pay", "/dev-pay/checkout?order_id=order_x", "/dev-pay/anything/else"]) {
      expect((await api.app.request(path)).status).toBe(404);
    }
    expect((await api.app.request("/dev-pay/pay", { method: "POST" })).status).toBe(404);
  });
});
