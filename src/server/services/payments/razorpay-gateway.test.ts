import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRazorpayGateway } from "./razorpay-gateway";

/** A local fake of Razorpay's Orders API: checks Basic auth and answers like POST /v1/orders. */
function fakeOrdersApi() {
  const received: { auth?: string; path?: string; body?: Record<string, unknown> }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ auth: req.headers.authorization, path: req.url, body: JSON.parse(body || "{}") });
      if (req.headers.authorization !== `Basic ${Buffer.from("rzp_test_key:secret").toString("base64")}`) {
        res
          .writeHead(401, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } }));
        return;
      }
      const parsed = JSON.parse(body);
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "order_FakeOrder00001",
          entity: "order",
          amount: parsed.amount,
          currency: parsed.currency,
          receipt: parsed.receipt,
          status: "created",
        }),
      );
    });
  });
  return { server, received };
}

describe("Razorpay gateway (official SDK) against a local Orders API", () => {
  let fake: ReturnType<typeof fakeOrdersApi>;
  let url: string;
  beforeAll(async () => {
    fake = fakeOrdersApi();
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(fake.server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (fake.server as Server).close(() => resolve())));

  it("creates an order in paise with the receipt and notes, authenticated with the key pair", async () => {
    const gateway = createRazorpayGateway({
      keyId: "rzp_test_key",
      keySecret: "secret",
      webhookSecret: "wh",
      apiUrl: url,
    });
    const order = await gateway.createOrder({
      amountPaise: 20_000,
      currency: "INR",
      receipt: "3f1c9a8e-0000-4000-8000-000000000000",
      notes: { planId: "coins-200" },
    });
    expect(order).toEqual({ id: "order_FakeOrder00001" });
    expect(fake.received.at(-1)).toMatchObject({
      path: "/v1/orders",
      body: {
        amount: 20_000,
        currency: "INR",
        receipt: "3f1c9a8e-0000-4000-8000-000000000000",
        notes: { planId: "coins-200" },
      },
    });
    expect(gateway.checkoutUrl).toBeUndefined();
  });

  it("fails the order when Razorpay refuses the keys", async () => {
    const gateway = createRazorpayGateway({
      keyId: "rzp_test_key",
      keySecret: "wrong",
      webhookSecret: "wh",
      apiUrl: url,
    });
    await expect(
      gateway.createOrder({ amountPaise: 100, currency: "INR", receipt: "r", notes: {} }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });
});
