import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { findPlan } from "../../../shared/billing/plans";
import type { Transaction } from "../../db/database";
import { paiseToRupees } from "../../../shared/money";
import { paymentOrder, school, user } from "../../db/schema";
import { recordActivity } from "../activity/record-activity";
import { addWalletEntry } from "../billing/add-wallet-entry";
import { notifyWalletChange } from "../billing/notify-wallet-change";
import { activityText } from "../../../shared/rules/activity-texts";

/**
 * The exactly-once step shared by verify and webhook: the order's move to paid and its wallet entry
 * commit in the caller's transaction. Only the statement that flips the status gets a row back, so
 * replays and races (verify and webhook at once, duplicate deliveries) grant nothing more.
 * Failed → paid is allowed (Razorpay may still capture a failed payment); paid is final; a flagged order never grants.
 */
export async function grantPaidOrder(
  tx: Transaction,
  gatewayOrderId: string,
  paymentId: string,
): Promise<typeof paymentOrder.$inferSelect | null> {
  const [order] = await tx
    .update(paymentOrder)
    .set({ status: "paid", paymentId, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentOrder.gatewayOrderId, gatewayOrderId),
        inArray(paymentOrder.status, ["created", "failed"]),
        isNull(paymentOrder.flag),
      ),
    )
    .returning();
  if (!order) return null;
  const plan = findPlan(order.planId);
  if (!plan) throw new Error(`order ${gatewayOrderId} names unknown plan ${order.planId}`);
  await addWalletEntry(tx, {
    schoolId: order.schoolId,
    kind: "purchase",
    coins: plan.coins ?? 0,
    days: plan.days ?? 0,
    dlPremium: plan.kind === "dl-premium",
    planId: plan.id,
    orderId: gatewayOrderId,
    idempotencyKey: `order:${order.id}`,
  });
  // Only the owner buys plans, so the purchase is recorded as theirs, also when the webhook grants it.
  const [owner] = await tx
    .select({ userId: user.id, email: user.email })
    .from(school)
    .innerJoin(user, eq(user.id, school.ownerUserId))
    .where(eq(school.id, order.schoolId));
  if (owner) {
    await recordActivity(tx, order.schoolId, owner, {
      action: "purchase",
      entity: "wallet",
      entityId: order.id,
      text: activityText("planBought", {
        kind: plan.kind,
        coins: plan.coins ?? 0,
        days: plan.days ?? 0,
        amount: paiseToRupees(BigInt(order.amountPaise)),
      }),
    });
  }
  await notifyWalletChange(tx, order.schoolId);
  return order;
}
