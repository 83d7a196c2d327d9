import { createHmac, timingSafeEqual } from "node:crypto";

/** Razorpay's payment signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function signPayment(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex");
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body with the webhook secret. */
export function signWebhook(rawBody: string, webhookSecret: string): string {
  return createHmac("sha256", webhookSecret).update(rawBody).digest("hex");
}

/** The SDK's own comparison is not timing-safe, so signatures are compared here. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
