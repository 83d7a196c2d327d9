import { createHash } from "node:crypto";
import { beforeAll, expect, it, vi } from "vitest";
import type { Wallet } from "../../../shared/api/wallet";
import { dataOf, directorWithSchool } from "../../test/fixtures";
import { openOrder } from "../../test/payment-fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("development payment gateway", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db);
  });

  it("shows the plan and amount with Pay and Fail", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    const page = await api.app.request(order.checkoutUrl!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("coins-200");
    expect(html).toContain("Pay ₹200.00");
    expect(html).toContain(">Fail<");
    // Its own CSP, allowing exactly its inline stylesheet by hash (the app's policy allows none).
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash("sha256").update(style).digest("base64");
    expect(page.headers.get("content-security-policy")).toContain(`style-src 'sha256-${hash}'`);
    expect((await api.app.request("/dev-pay/checkout?order_id=order_unknown000001")).status).toBe(404);
  });

  it("Pay returns Razorpay's signed fields that verify, and its duplicated webhook grants once", async () => {
    const director = await directorWithSchool(api);
    const order = await openOrder(api, director);
    const paid = await api.app.request("/dev-pay/pay", {
      method: "POST",
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
});
