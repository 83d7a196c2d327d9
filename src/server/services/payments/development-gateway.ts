import { randomBytes } from "node:crypto";
import type { PaymentGateway } from "./payment-gateway";

export const DEV_PAY_MOUNT_PATH = "/dev-pay";

export interface DevelopmentOrder {
  id: string;
  amountPaise: number;
  currency: "INR";
  notes: Record<string, string>;
}

export interface DevelopmentGateway extends PaymentGateway {
  kind: "development";
  /** The gateway's own memory of its orders, as Razorpay keeps them on its side. */
  findOrder(id: string): DevelopmentOrder | undefined;
}

/** Razorpay-shaped ids: a prefix and 14 base62 characters. */
export function gatewayId(prefix: "order" | "pay" | "evt"): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return `${prefix}_${[...randomBytes(14)].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
}

/** The in-process stand-in for Razorpay used outside production when no Razorpay keys are set. */
export function createDevelopmentGateway(secrets: { keySecret: string; webhookSecret: string }): DevelopmentGateway {
  const orders = new Map<string, DevelopmentOrder>();
  return {
    kind: "development",
    keyId: "rzp_test_development",
    ...secrets,
    async createOrder({ amountPaise, currency, notes }) {
      const order = { id: gatewayId("order"), amountPaise, currency, notes };
      orders.set(order.id, order);
      return { id: order.id };
    },
    checkoutUrl: (gatewayOrderId) => `${DEV_PAY_MOUNT_PATH}/checkout?order_id=${encodeURIComponent(gatewayOrderId)}`,
    findOrder: (id) => orders.get(id),
  };
}
