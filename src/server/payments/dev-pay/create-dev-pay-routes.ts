import { Hono } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "../../http/app-env";
import { gatewayId, type DevelopmentGateway } from "../../services/payments/development-gateway";
import { signPayment, signWebhook } from "../../services/payments/signatures";
import { CHECKOUT_PAGE_CSP, checkoutPage, unknownOrderPage } from "./checkout-page";

/** Posts a webhook to this very app, as Razorpay would over the internet. */
export type DeliverWebhook = (rawBody: string, headers: Record<string, string>) => Promise<Response>;

/** Razorpay retries webhooks; the gateway delivers each one twice so deduplication is always exercised. */
const DELIVERIES = 2;

/**
 * The development payment gateway's pages, mounted at /dev-pay like the development identity
 * provider. Pay returns Razorpay's three signed callback fields and posts the signed
 * payment.captured webhook; Fail posts payment.failed. Both sign exactly as Razorpay does.
 */
export function createDevPayRoutes(gateway: DevelopmentGateway, deliver: DeliverWebhook, logger: Logger) {
  function sendWebhook(
    event: "payment.captured" | "payment.failed",
    order: { id: string; amountPaise: number },
    paymentId: string,
  ) {
    const rawBody = JSON.stringify({
      entity: "event",
      account_id: "acc_development",
      event,
      contains: ["payment"],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: "payment",
            amount: order.amountPaise,
            currency: "INR",
            status: event === "payment.captured" ? "captured" : "failed",
            order_id: order.id,
            method: "upi",
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const headers = {
      "content-type": "application/json",
      "x-razorpay-signature": signWebhook(rawBody, gateway.webhookSecret),
      "x-razorpay-event-id": gatewayId("evt"),
    };
    // Not awaited: the browser's return races the webhook, as it does with Razorpay.
    for (let i = 0; i < DELIVERIES; i++) {
      void deliver(rawBody, headers)
        .then(
          (response) =>
            response.ok || logger.warn({ orderId: order.id, status: response.status }, "dev-pay: webhook refused"),
        )
        .catch((error) => logger.error({ err: error, orderId: order.id }, "dev-pay: webhook delivery failed"));
    }
  }

  async function orderFromForm(c: { req: { parseBody(): Promise<Record<string, unknown>> } }) {
    const orderId = (await c.req.parseBody())["order_id"];
    return typeof orderId === "string" ? gateway.findOrder(orderId) : undefined;
  }

  return new Hono<AppEnv>()
    .use("*", async (c, next) => {
      await next();
      c.header("Content-Security-Policy", CHECKOUT_PAGE_CSP);
    })
    .get("/checkout", (c) => {
      const order = gateway.findOrder(c.req.query("order_id") ?? "");
      if (!order) return c.html(unknownOrderPage, 404);
      return c.html(
        checkoutPage({ orderId: order.id, planId: order.notes.planId ?? "", amountPaise: order.amountPaise }),
      );
    })
    .post("/pay", async (c) => {
      const order = await orderFromForm(c);
      if (!order) return c.html(unknownOrderPage, 404);
      const paymentId = gatewayId("pay");
      sendWebhook("payment.captured", order, paymentId);
      const query = new URLSearchParams({
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: signPayment(order.id, paymentId, gateway.keySecret),
      });
      return c.redirect(`/successful-payment?${query}`, 303);
    })
    .post("/fail", async (c) => {
      const order = await orderFromForm(c);
      if (!order) return c.html(unknownOrderPage, 404);
      sendWebhook("payment.failed", order, gatewayId("pay"));
      return c.redirect(`/FailedPayment?${new URLSearchParams({ order_id: order.id })}`, 303);
    });
}
