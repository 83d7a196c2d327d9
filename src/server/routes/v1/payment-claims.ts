import { createRoute } from "@hono/zod-openapi";
import {
  claimIdParams,
  paymentClaimResponseSchema,
  paymentClaimsQuerySchema,
  paymentClaimsResponseSchema,
  rejectClaimBodySchema,
} from "../../../shared/api/family";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { confirmPaymentClaim } from "../../services/payment-claims/confirm-payment-claim";
import { listPaymentClaims } from "../../services/payment-claims/list-payment-claims";
import { rejectPaymentClaim } from "../../services/payment-claims/reject-payment-claim";
import { errorResponses, fromMiddleware, jsonBody, jsonResponse } from "./openapi-helpers";

const list = createRoute({
  method: "get",
  path: "/payment-claims",
  middleware: requireRole("staff"),
  tags: ["payment-claims"],
  summary: "Parents' \"I have paid\" claims of one status (pending: the dues page's payments to confirm)",
  request: { query: paymentClaimsQuerySchema },
  responses: {
    ...jsonResponse(paymentClaimsResponseSchema, "The claims"),
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

const confirm = createRoute({
  method: "post",
  path: "/payment-claims/{claimId}/confirm",
  middleware: requireRole("staff"),
  tags: ["payment-claims"],
  summary: "Confirm a claim: a Received row (mode UPI, with receipt) per child, the UTR recorded",
  request: { params: claimIdParams },
  responses: {
    ...jsonResponse(paymentClaimResponseSchema, "The confirmed claim with its receipt numbers"),
    // 409: already decided, DUPLICATE_UTR, or DAY_CLOSED.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 409),
  },
});

const reject = createRoute({
  method: "post",
  path: "/payment-claims/{claimId}/reject",
  middleware: requireRole("staff"),
  tags: ["payment-claims"],
  summary: "Reject a claim with a reason the parent sees on their page",
  request: { params: claimIdParams, ...jsonBody(rejectClaimBodySchema) },
  responses: {
    ...jsonResponse(paymentClaimResponseSchema, "The rejected claim"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 409, 415),
  },
});

/** Payment claims (issue 29): what parents say they paid by UPI, confirmed or rejected by the school. */
export const paymentClaimRoutes = createRouter()
  .openapi(list, async (c) =>
    ok(c, await listPaymentClaims(c.get("db"), callerSchoolId(c), c.req.valid("query").status)),
  )
  .openapi(confirm, async (c) =>
    ok(c, await confirmPaymentClaim(c.get("db"), callerSchoolId(c), callerActor(c), c.req.valid("param").claimId)),
  )
  .openapi(reject, async (c) =>
    ok(
      c,
      await rejectPaymentClaim(
        c.get("db"),
        callerSchoolId(c),
        callerActor(c),
        c.req.valid("param").claimId,
        c.req.valid("json").reason,
      ),
    ),
  );
