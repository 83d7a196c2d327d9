import { createHash } from "node:crypto";
import { beforeAll, expect, it, vi } from "vitest";
import type { Wallet } from "../../../shared/api/wallet";
import { dataOf, directorWithSchool, staffOf } from "../../test/fixtures";
import { openOrder } from "../../test/payment-fixtures";
import { createTestApp, TEST_PUBLIC_URL } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";
import { setWallet } from "../../test/wallet-fixtures";

describeEachDatabase("development payment gateway", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db);
  });

  const status = async (director: { headers: Headers }, orderId: string) =>
    (await dataOf<{ status: string }>(await api.call("GET", `/api/v1/payments/${orderId}`, director.headers))).status;

  it("shows the plan and amount with Pay and Fail", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    const page = await api.app.request(order.checkoutUrl!, { headers: director.headers });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("coins-200");
    expect(html).toContain("Pay ₹200");
    expect(html).toContain(">Fail<");
    // Its own CSP, allowing exactly its inline stylesheet by hash (the app's policy allows none).
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash("sha256").update(style).digest("base64");
    expect(page.headers.get("content-security-policy")).toContain(`style-src 'sha256-${hash}'`);
    // Under the app's no-referrer a browser's form post names no origin (`Origin: null`), which /dev-pay refuses.
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    const unknown = await api.app.request("/dev-pay/checkout?order_id=order_unknown000001", {
      headers: director.headers,
    });
    expect(unknown.status).toBe(404);
  });

  it("Pay returns Razorpay's signed fields that verify, and its duplicated webhook grants once", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    const paid = await api.app.request("/dev-pay/pay", {
      method: "POST",
      headers: director.headers,
      body: new URLSearchParams({ order_id: order.orderId }),
    });
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get("location")!, "http://localhost");
    expect(location.pathname).toBe("/successful-payment");
    const fields = Object.fromEntries(location.searchParams);
    expect(Object.keys(fields).sort()).toEqual(["razorpay_order_id", "razorpay_payment_id", "razorpay_signature"]);
    // The two webhook deliveries run in the background; wait for the grant they make.
    await vi.waitFor(
      async () =>
        expect((await dataOf<Wallet>(await api.call("GET", "/api/v1/wallet", director.headers))).coins).toBe(220),
      { timeout: 5000 },
    );
    const verified = await api.call("POST", "/api/v1/payments/verify", director.headers, fields);
    expect(await dataOf(verified)).toMatchObject({ status: "paid", wallet: { coins: 220 } });
  });

  it("Fail goes to /FailedPayment and marks the order failed", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    const failed = await api.app.request("/dev-pay/fail", {
      method: "POST",
      headers: director.headers,
      body: new URLSearchParams({ order_id: order.orderId }),
    });
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe(`/FailedPayment?order_id=${order.orderId}`);
    await vi.waitFor(
      async () =>
        expect(
          await dataOf(await api.call("GET", `/api/v1/payments/${order.orderId}`, director.headers)),
        ).toMatchObject({ status: "failed" }),
      { timeout: 5000 },
    );
  });

  it("lets only the order's school's owner, from Bahi's own pages, pay, fail or see an order", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    const pay = (action: "pay" | "fail", headers: Headers) =>
      api.app.request(`/dev-pay/${action}`, {
        method: "POST",
        headers,
        body: new URLSearchParams({ order_id: order.orderId }),
      });
    const withOrigin = (origin: string) => {
      const headers = new Headers(director.headers);
      headers.set("origin", origin);
      return headers;
    };
    const checkout = (headers?: Headers) => api.app.request(order.checkoutUrl!, { headers });

    // No session: 401, and nothing signed or sent.
    for (const action of ["pay", "fail"] as const) expect((await pay(action, new Headers())).status).toBe(401);
    expect((await checkout()).status).toBe(401);
    // Another school's owner: as if the order did not exist.
    const stranger = await directorWithSchool(api, "Another School");
    for (const action of ["pay", "fail"] as const) expect((await pay(action, stranger.headers)).status).toBe(404);
    expect((await checkout(stranger.headers)).status).toBe(404);
    // A member who may not buy (staff): 403, as for opening an order.
    await setWallet(database().db, director.school._id, { coins: 0, premiumUntil: new Date(Date.now() + 86_400_000) });
    const staff = await staffOf(api, director);
    expect((await pay("pay", staff.headers)).status).toBe(403);
    // The owner's session from a foreign page: 403, as for the API's writes.
    expect((await pay("pay", withOrigin("https://evil.example"))).status).toBe(403);
    expect(await status(director, order.orderId)).toBe("created");

    const paid = await pay("pay", withOrigin(TEST_PUBLIC_URL));
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(/^\/successful-payment\?razorpay_order_id=/);
    await vi.waitFor(async () => expect(await status(director, order.orderId)).toBe("paid"), { timeout: 5000 });
  });
});
