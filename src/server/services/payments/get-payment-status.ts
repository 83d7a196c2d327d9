import type { PaymentStatus } from "../../../shared/api/payment";
import type { Database } from "../../db/database";
import { requireOwnOrder } from "./require-own-order";

export async function getPaymentStatus(db: Database, schoolId: string, gatewayOrderId: string): Promise<PaymentStatus> {
  const order = await requireOwnOrder(db, schoolId, gatewayOrderId);
  return { orderId: order.gatewayOrderId, planId: order.planId, status: order.status, amountPaise: order.amountPaise };
}
