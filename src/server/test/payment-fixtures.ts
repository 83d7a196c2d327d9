import type { PaymentOrder } from "../../shared/api/payment";
import { signPayment, signWebhook } from "../services/payments/signatures";
import { dataOf, type Director } from "./fixtures";
import { TEST_PAYMENT_SECRETS, type createTestApp } from "./test-app";

type TestApi = ReturnType<typeof createTestApp>;

export async function openOrder(api: TestApi, director: Director, planId = "coins-200"): Promise<PaymentOrder> {
  return dataOf<PaymentOrder>(await api.call("POST", "/api/v1/payments/orders", director.headers, { planId }));
}

/** Checkout's three return fields, signed as Razorpay signs them. */
export function checkoutReturn(
  orderId: string,
  paymentId = `pay_${crypto.randomUUID().replaceAll("-", "").slice(0, 14)}`,
) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(orderId, paymentId, TEST_PAYMENT_SECRETS.keySecret),
  };
}

/** A Razorpay `payment.captured` (or other) event for an order, with its raw body. */
export function webhookEvent(
  order: { orderId: string; amountPaise: number },
  options: { event?: string; amount?: number; currency?: string; paymentId?: string } = {},
) {
  return JSON.stringify({
    entity: "event",
    event: options.event ?? "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: options.paymentId ?? "pay_webhook0000001",
          entity: "payment",
          amount: options.amount ?? order.amountPaise,
          currency: options.currency ?? "INR",
          status: "captured",
          order_id: order.orderId,
        },
      },
    },
    created_at: 1_700_000_000,
  });
}

export function postWebhook(api: TestApi, rawBody: string, options: { eventId?: string; signature?: string } = {}) {
  return api.app.request("/api/v1/payments/webhook", {
    method: "POST",
    body: rawBody,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": options.signature ?? signWebhook(rawBody, TEST_PAYMENT_SECRETS.webhookSecret),
      "x-razorpay-event-id": options.eventId ?? `evt_${crypto.randomUUID()}`,
    },
  });
}
