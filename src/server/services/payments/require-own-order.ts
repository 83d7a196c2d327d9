import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { paymentOrder } from "../../db/schema";
import { NotFoundError } from "../errors";

/** The caller's order by its gateway id, or undefined when it is not theirs (another school's, or none). */
export async function findOwnOrder(db: Database, schoolId: string, gatewayOrderId: string) {
  const [order] = await db
    .select()
    .from(paymentOrder)
    .where(and(eq(paymentOrder.schoolId, schoolId), eq(paymentOrder.gatewayOrderId, gatewayOrderId)));
  return order;
}

/** The caller's order by its gateway id; another school's order answers like one that does not exist. */
export async function requireOwnOrder(db: Database, schoolId: string, gatewayOrderId: string) {
  const order = await findOwnOrder(db, schoolId, gatewayOrderId);
  if (!order) throw new NotFoundError("Order");
  return order;
}
