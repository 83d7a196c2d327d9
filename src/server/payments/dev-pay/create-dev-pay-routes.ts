import { Hono, type Context } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "../../http/app-env";
import { callerSchoolId, resolveCallerSchool } from "../../http/caller-school";
import { requireRole } from "../../http/require-role";
import { requireSession, type LookUpUser } from "../../http/require-session";
import { sameOriginWrites } from "../../http/same-origin-writes";
import { gatewayId, type DevelopmentGateway } from "../../services/payments/development-gateway";
import { findOwnOrder } from "../../services/payments/require-own-order";
import { signPayment, signWebhook } from "../../services/payments/signatures";
import { CHECKOUT_PAGE_CSP, checkoutPage, unknownOrderPage } from "./checkout-page";

/** Posts a webhook to this very app, as Razorpay would over the internet. */
export type DeliverWebhook = (rawBody: string, headers: Record<string, string>) => Promise<Response>;

/** Who may use the gateway: the API's own session lookup and public URL (for the Origin check). */
export interface DevPayAccess {
  lookUpUser: LookUpUser;
  publicUrl: string;
}

/** Razorpay retries webhooks; the gateway delivers each one twice so deduplication is always exercised. */
const DELIVERIES = 2;

/**
 * The development payment gateway's pages, mounted at /dev-pay like the development identity
 * provider. Pay returns Razorpay's three signed callback fields and posts the signed
 * payment.captured webhook; Fail posts payment.failed. Both sign exactly as Razorpay does.
 * Like the API, every page needs the session of the order's school's owner (who alone buys).
 */
export function createDevPayRoutes(
  gateway: DevelopmentGateway,
  deliver: DeliverWebhook,
  logger: Logger,
  access: DevPayAccess,
) {
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

  /** The gateway's order, only when it is the caller's school's: another school's answers as unknown. */
  async function callersOrder(c: Context<AppEnv>, orderId: unknown) {
    if (typeof orderId !== "string") return undefined;
    const order = gateway.findOrder(orderId);
    return order && (await findOwnOrder(c.get("db"), callerSchoolId(c), orderId)) ? order : undefined;
  }

  const orderFromForm = async (c: Context<AppEnv>) => callersOrder(c, (await c.req.parseBody())["order_id"]);

  // Unguarded, anyone could sign (and so grant) any order: as the API, the Origin check, a session, the owner role.
  return new Hono<AppEnv>()
    .use("*", async (c, next) => {
      await next();
      c.header("Content-Security-Policy", CHECKOUT_PAGE_CSP);
      // The app's no-referrer makes a browser's form post say `Origin: null`, which the Origin check refuses.
      c.header("Referrer-Policy", "same-origin");
    })
    .use(
      "*",
      sameOriginWrites(access.publicUrl),
      requireSession(access.lookUpUser),
      resolveCallerSchool,
      requireRole("owner"),
    )
    .get("/checkout", async (c) => {
      const order = await callersOrder(c, c.req.query("order_id"));
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
