import type { Env } from "../env";
import { readOrCreateSecret } from "../generated-secret";
import { createDevelopmentGateway } from "../services/payments/development-gateway";
import type { PaymentGateway } from "../services/payments/payment-gateway";
import { createRazorpayGateway } from "../services/payments/razorpay-gateway";

type GatewayEnv = Pick<
  Env,
  "NODE_ENV" | "DATA_DIR" | "BILLING" | "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_WEBHOOK_SECRET"
>;

/**
 * Razorpay when RAZORPAY_KEY_ID is set; otherwise, outside production, the development gateway
 * (signing with the Razorpay secrets when given, else with secrets generated into DATA_DIR);
 * in production without keys, none: orders answer 503 PAYMENTS_NOT_CONFIGURED.
 */
export function selectPaymentGateway(env: GatewayEnv): PaymentGateway | null {
  if (env.BILLING === "off") return null;
  if (env.RAZORPAY_KEY_ID) {
    return createRazorpayGateway({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET!,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
    });
  }
  if (env.NODE_ENV === "production") return null;
  return createDevelopmentGateway({
    keySecret: env.RAZORPAY_KEY_SECRET ?? readOrCreateSecret(env.DATA_DIR, "dev-pay-key-secret"),
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? readOrCreateSecret(env.DATA_DIR, "dev-pay-webhook-secret"),
  });
}
