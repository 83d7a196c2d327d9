import type Razorpay from "razorpay";
import type { PaymentGateway } from "./payment-gateway";

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Tests point the SDK at a local fake of the Orders API; production leaves Razorpay's own. */
  apiUrl?: string;
}

/**
 * Razorpay through its official SDK (Orders API). The SDK (with axios) is imported at the first
 * order, not at start: checking a webhook or a payment's signature never needs it (decision 0028).
 */
export function createRazorpayGateway({ keyId, keySecret, webhookSecret, apiUrl }: RazorpayKeys): PaymentGateway {
  let sdk: Promise<Razorpay> | undefined;
  const razorpay = () =>
    (sdk ??= import("razorpay").then(({ default: RazorpaySdk }) => {
      const client = new RazorpaySdk({ key_id: keyId, key_secret: keySecret });
      // The SDK fixes its host in the constructor and offers no option for it; its axios instance is the only seam.
      if (apiUrl)
        (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = apiUrl;
      return client;
    }));
  return {
    kind: "razorpay",
    keyId,
    keySecret,
    webhookSecret,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await (await razorpay()).orders.create({ amount: amountPaise, currency, receipt, notes });
      return { id: order.id };
    },
  };
}
