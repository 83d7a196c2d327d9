import { createHash } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../../db/database";
import { paymentEvent, paymentOrder } from "../../db/schema";
import { errorCodes } from "../../../shared/api/envelope";
import { ServiceError } from "../errors";
import { PaymentsNotConfiguredError } from "./create-payment-order";
import { grantPaidOrder } from "./grant-paid-order";
import type { PaymentGateway } from "./payment-gateway";
import { signaturesMatch, signWebhook } from "./signatures";

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number(),
  currency: z.string(),
});

/** The part of Razorpay's event JSON this app reads. */
const webhookEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

export type WebhookOutcome = "granted" | "duplicate" | "ignored" | "flagged" | "failed";

/**
 * Razorpay's webhook: signature over the raw body first, then dedup on the event id, then the same
 * exactly-once grant as verify — the event record and the grant commit together, so a delivery that
 * fails half-way is retried whole. Any good signature answers 200, whether or not it granted.
 */
export async function handlePaymentWebhook(
  db: Database,
  gateway: PaymentGateway | null,
  request: { rawBody: string; signature: string | undefined; eventId: string | undefined },
  logger: Logger,
): Promise<WebhookOutcome> {
  if (!gateway) throw new PaymentsNotConfiguredError();
  if (!request.signature || !signaturesMatch(signWebhook(request.rawBody, gateway.webhookSecret), request.signature)) {
    logger.warn("payment webhook: bad signature");
    throw new ServiceError(400, "BAD_SIGNATURE", "Bad webhook signature.");
  }
  let parsed: z.infer<typeof webhookEventSchema>;
  try {
    parsed = webhookEventSchema.parse(JSON.parse(request.rawBody));
  } catch {
    throw new ServiceError(400, errorCodes.VALIDATION, "Not a Razorpay event.");
  }
  const payment = parsed.payload.payment?.entity;
  const gatewayOrderId = payment?.order_id ?? parsed.payload.order?.entity.id ?? null;
  const eventId = request.eventId ?? createHash("sha256").update(request.rawBody).digest("hex");
  let heldOrder: typeof paymentOrder.$inferSelect | undefined;

  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [order] = gatewayOrderId
      ? await tx.select().from(paymentOrder).where(eq(paymentOrder.gatewayOrderId, gatewayOrderId))
      : [];
    const [recorded] = await tx
      .insert(paymentEvent)
      .values({
        eventId,
        schoolId: order?.schoolId ?? null,
        gatewayOrderId,
        type: parsed.event,
        rawBody: request.rawBody,
      })
      .onConflictDoNothing({ target: paymentEvent.eventId })
      .returning({ id: paymentEvent.id });
    if (!recorded) return "duplicate";
    if (!order || !payment) return "ignored";
    if (parsed.event === "payment.failed") {
      const failed = await tx
        .update(paymentOrder)
        .set({ status: "failed", updatedAt: sql`now()` })
        .where(and(eq(paymentOrder.id, order.id), eq(paymentOrder.status, "created")))
        .returning({ id: paymentOrder.id });
      return failed.length ? "failed" : "ignored";
    }
    if (parsed.event !== "payment.captured" && parsed.event !== "order.paid") return "ignored";
    if (payment.amount !== order.amountPaise || payment.currency !== order.currency) {
      // Never grant for a payment that is not the order's; mark it for a person to look at.
      await tx
        .update(paymentOrder)
        .set({ flag: `mismatch: ${payment.amount} ${payment.currency}`, updatedAt: sql`now()` })
        .where(and(eq(paymentOrder.id, order.id), ne(paymentOrder.status, "paid")));
      heldOrder = order;
      return "flagged";
    }
    return (await grantPaidOrder(tx, order.gatewayOrderId, payment.id)) ? "granted" : "ignored";
  });
  // After the commit, so a retried transaction warns once; the owner's wallet history lists the held order.
  if (outcome === "flagged" && heldOrder && payment) {
    logger.warn(
      {
        orderId: heldOrder.gatewayOrderId,
        schoolId: heldOrder.schoolId,
        orderAmountPaise: heldOrder.amountPaise,
        orderCurrency: heldOrder.currency,
        paymentAmountPaise: payment.amount,
        paymentCurrency: payment.currency,
        paymentId: payment.id,
        eventId,
      },
      "payment amount differs from its order: held, nothing granted",
    );
  }
  logger.info({ orderId: gatewayOrderId, eventId, event: parsed.event, outcome }, "payment webhook");
  return outcome;
}
