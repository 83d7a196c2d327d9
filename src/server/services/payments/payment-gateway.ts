/**
 * What the payment code needs of a gateway. Razorpay and the development gateway both sign exactly
 * as Razorpay does, so verification and webhooks run the same code whichever is configured.
 */
export interface PaymentGateway {
  kind: "razorpay" | "development";
  /** Public key id Checkout opens with. */
  keyId: string;
  /** Signs payments: HMAC-SHA256(`order_id|payment_id`). */
  keySecret: string;
  /** Signs webhook bodies. */
  webhookSecret: string;
  createOrder(order: {
    amountPaise: number;
    currency: "INR";
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** The development gateway's checkout page for an order; Razorpay's Checkout opens in the page instead. */
  checkoutUrl?(gatewayOrderId: string): string;
}
