import { createRoute, z } from "@hono/zod-openapi";
import {
  createOrderBodySchema,
  gatewayOrderIdSchema,
  paymentOrderResponseSchema,
  paymentStatusResponseSchema,
  verifiedPaymentResponseSchema,
  verifyPaymentBodySchema,
} from "../../../shared/api/payment";
import { callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { requireRole } from "../../http/require-role";
import { created, ok } from "../../http/ok";
import { createPaymentOrder } from "../../services/payments/create-payment-order";
import { getPaymentStatus } from "../../services/payments/get-payment-status";
import { handlePaymentWebhook } from "../../services/payments/handle-payment-webhook";
import type { PaymentGateway } from "../../services/payments/payment-gateway";
import { verifyPayment } from "../../services/payments/verify-payment";
import { createdResponse, errorResponses, fromMiddleware, jsonBody, jsonResponse } from "./openapi-helpers";

const createOrder = createRoute({
  method: "post",
  path: "/payments/orders",
  tags: ["payments"],
  middleware: requireRole("owner"),
  summary:
    "Open a gateway order for a plan; the server derives the amount (503 PAYMENTS_NOT_CONFIGURED without a gateway)",
  request: jsonBody(createOrderBodySchema),
  responses: {
    ...createdResponse(paymentOrderResponseSchema, "The order"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415, 503),
  },
});

const verify = createRoute({
  method: "post",
  path: "/payments/verify",
  tags: ["payments"],
  middleware: requireRole("owner"),
  summary: "Checkout's signed return; grants once (400 BAD_SIGNATURE grants nothing)",
  request: jsonBody(verifyPaymentBodySchema),
  responses: {
    ...jsonResponse(verifiedPaymentResponseSchema, "Paid, with the wallet after it"),
    // 409: the payment is held for review (its amount differs from the order's).
    ...errorResponses(...fromMiddleware.memberWrite, 400, 409, 415, 503),
  },
});

const status = createRoute({
  method: "get",
  path: "/payments/{orderId}",
  tags: ["payments"],
  middleware: requireRole("owner"),
  summary: "An order's status, polled by the payment result page",
  request: { params: z.object({ orderId: gatewayOrderIdSchema }) },
  responses: {
    ...jsonResponse(paymentStatusResponseSchema, "The order's status"),
    ...errorResponses(...fromMiddleware.memberRead, 403),
  },
});

const webhook = createRoute({
  method: "post",
  path: "/payments/webhook",
  tags: ["payments"],
  summary: "Razorpay webhook (payment.captured, order.paid, payment.failed): raw body signed in X-Razorpay-Signature",
  responses: {
    200: {
      description: "Signature good (granted or not)",
      content: {
        "application/json": { schema: z.object({ success: z.literal(true), data: z.object({ outcome: z.string() }) }) },
      },
    },
    // 400: BAD_SIGNATURE, or a signed body that is not a Razorpay event.
    ...errorResponses(...fromMiddleware.publicWrite, 400, 503),
  },
});

/** Public: Razorpay calls it without a session; its signature is the authentication. */
export function createPaymentWebhookRoutes(gateway: PaymentGateway | null) {
  return createRouter().openapi(webhook, async (c) => {
    // The HMAC is over the exact bytes received, so the body is read raw and parsed only after.
    const outcome = await handlePaymentWebhook(
      c.get("db"),
      gateway,
      {
        rawBody: await c.req.text(),
        signature: c.req.header("x-razorpay-signature"),
        eventId: c.req.header("x-razorpay-event-id"),
      },
      c.get("logger"),
    );
    return ok(c, { outcome });
  });
}

export function createPaymentRoutes(gateway: PaymentGateway | null) {
  return createRouter()
    .openapi(createOrder, async (c) =>
      created(
        c,
        await createPaymentOrder(c.get("db"), gateway, callerSchoolId(c), c.req.valid("json").planId, c.get("logger")),
      ),
    )
    .openapi(verify, async (c) =>
      ok(c, await verifyPayment(c.get("db"), gateway, callerSchoolId(c), c.req.valid("json"), c.get("logger"))),
    )
    .openapi(status, async (c) =>
      ok(c, await getPaymentStatus(c.get("db"), callerSchoolId(c), c.req.valid("param").orderId)),
    );
}
