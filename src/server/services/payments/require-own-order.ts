import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { paymentOrder } from "../../db/schema";
import { NotFoundError } from "../errors";

/** The caller's order by its gateway id; another school's order answers like one that does not exist. */
export async function requireOwnOrder(db: Database, schoolId: string, gatewayOrderId: string) {
  const [order] = await db
    .select()
    .from(paymentOrder)
    .where(and(eq(paymentOrder.schoolId, schoolId), eq(paymentOrder.gatewayOrderId, gatewayOrderId)));
  if (!order) throw new NotFoundError("Order");
  return order;
}
