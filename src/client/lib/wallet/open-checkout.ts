import type { PaymentOrder } from "@/shared/api/payment";
import { rememberCheckoutOrigin } from "./checkout-origin";

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => { open(): void; on(event: string, handler: () => void): void };
  }
}

const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

/** checkout.js loads only when Razorpay is the gateway, and only once. */
function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("Could not load Razorpay Checkout"));
    document.head.append(script);
  });
}

/**
 * Opens the payment: the development gateway's page, or Razorpay Checkout in this page. Either way
 * the return lands on /successful-payment with the three signed fields, or on /FailedPayment; the
 * page it started from is remembered so the result can lead back there.
 */
export async function openCheckout(order: PaymentOrder, go: (path: string) => void): Promise<void> {
  rememberCheckoutOrigin();
  if (order.checkoutUrl) {
    window.location.assign(order.checkoutUrl);
    return;
  }
  await loadRazorpay();
  const checkout = new window.Razorpay!({
    key: order.keyId,
    order_id: order.orderId,
    amount: order.amountPaise,
    currency: order.currency,
    name: "Bahi",
    handler: (response: RazorpayResponse) => go(`/successful-payment?${new URLSearchParams({ ...response })}`),
  });
  checkout.on("payment.failed", () => go(`/FailedPayment?${new URLSearchParams({ order_id: order.orderId })}`));
  checkout.open();
}
