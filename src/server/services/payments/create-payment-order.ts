import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { PaymentOrder } from "../../../shared/api/payment";
import { findPlan, planAmountPaise, type PlanId } from "../../../shared/billing/plans";
import type { Database } from "../../db/database";
import { paymentOrder } from "../../db/schema";
import { billingSettings } from "../billing/billing-settings";
import { ServiceError } from "../errors";
import type { PaymentGateway } from "./payment-gateway";

export class PaymentsNotConfiguredError extends ServiceError {
  constructor() {
    super(503, "PAYMENTS_NOT_CONFIGURED", "Payments are not set up on this server.");
  }
}

/** The amount comes from the catalogue, never from the browser; the order row remembers it for every later check. */
export async function createPaymentOrder(
  db: Database,
  gateway: PaymentGateway | null,
  schoolId: string,
  planId: PlanId,
  logger: Logger,
): Promise<PaymentOrder> {
  if (!gateway || !billingSettings(db).enabled) throw new PaymentsNotConfiguredError();
  const plan = findPlan(planId)!;
  const id = randomUUID();
  const amountPaise = planAmountPaise(plan);
  // The receipt (≤ 40 characters, unique) is our own order id.
  const { id: gatewayOrderId } = await gateway.createOrder({
    amountPaise,
    currency: "INR",
    receipt: id,
    notes: { schoolId, planId },
  });
  await db
    .insert(paymentOrder)
    .values({ id, schoolId, gateway: gateway.kind, gatewayOrderId, planId, amountPaise, currency: "INR" });
  logger.info({ orderId: gatewayOrderId, schoolId, planId, amountPaise }, "payment order created");
  return {
    orderId: gatewayOrderId,
    planId,
    amountPaise,
    currency: "INR",
    gateway: gateway.kind,
    keyId: gateway.keyId,
    ...(gateway.checkoutUrl ? { checkoutUrl: gateway.checkoutUrl(gatewayOrderId) } : {}),
  };
}
