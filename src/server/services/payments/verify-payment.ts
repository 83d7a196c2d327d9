import type { Logger } from "pino";
import type { VerifyPaymentBody } from "../../../shared/api/payment";
import type { Wallet } from "../../../shared/api/wallet";
import type { Database } from "../../db/database";
import { getWallet } from "../billing/get-wallet";
import { ConflictError, ServiceError } from "../errors";
import { PaymentsNotConfiguredError } from "./create-payment-order";
import { grantPaidOrder } from "./grant-paid-order";
import type { PaymentGateway } from "./payment-gateway";
import { requireOwnOrder } from "./require-own-order";
import { signPayment, signaturesMatch } from "./signatures";

/**
 * Checkout's return: the order id is looked up in the caller's school first (foreign → 404), then
 * the signature is checked against it. Calling again answers the same and grants nothing more.
 */
export async function verifyPayment(
  db: Database,
  gateway: PaymentGateway | null,
  schoolId: string,
  body: VerifyPaymentBody,
  logger: Logger,
): Promise<{ orderId: string; status: "paid"; wallet: Wallet }> {
  if (!gateway) throw new PaymentsNotConfiguredError();
  const orderId = body.razorpay_order_id;
  const order = await requireOwnOrder(db, schoolId, orderId);
  if (
    !signaturesMatch(
      signPayment(order.gatewayOrderId, body.razorpay_payment_id, gateway.keySecret),
      body.razorpay_signature,
    )
  ) {
    logger.warn({ orderId, schoolId }, "payment verify: bad signature");
    throw new ServiceError(400, "BAD_SIGNATURE", "The payment could not be verified.");
  }
  if (order.flag) throw new ConflictError("This payment is held for review; please contact support.");
  const granted = await db.transaction((tx) => grantPaidOrder(tx, orderId, body.razorpay_payment_id));
  logger.info({ orderId, schoolId, granted: Boolean(granted) }, "payment verified");
  // Not granted now: paid before (a replay, or the webhook won the race) — or flagged meanwhile.
  if (!granted && (await requireOwnOrder(db, schoolId, orderId)).status !== "paid") {
    throw new ConflictError("This payment is held for review; please contact support.");
  }
  return { orderId, status: "paid", wallet: await getWallet(db, schoolId) };
}
