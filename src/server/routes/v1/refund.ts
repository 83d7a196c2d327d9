import { createRoute } from "@hono/zod-openapi";
import { addRefundBodySchema } from "../../../shared/api/refund";
import { transactionResponseSchema } from "../../../shared/api/transaction";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { created } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { withVerifyUrl } from "../../services/receipt-verify/with-verify-urls";
import { createRefund } from "../../services/refunds/create-refund";
import { createdResponse, errorResponses, fromMiddleware, jsonBody, studentIdParams } from "./openapi-helpers";

// Paying money back is the director's decision about money (issue 28): owner only.
const add = createRoute({
  method: "post",
  path: "/student/{studentId}/refunds",
  middleware: requireRole("owner"),
  tags: ["transaction"],
  summary: "Pay money back: a refund numbered 2025-26/R0001 in its own series, raising the balance by its amount",
  request: { params: studentIdParams, ...jsonBody(addRefundBodySchema) },
  responses: {
    ...createdResponse(transactionResponseSchema, "The refund"),
    // 400: invalid, or more than the student has paid (REFUND_TOO_LARGE); 403: staff.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 403, 415),
  },
});

export const refundRoutes = createRouter().openapi(add, async (c) => {
  const schoolId = callerSchoolId(c);
  const refund = await createRefund(
    c.get("db"),
    schoolId,
    callerActor(c),
    c.req.valid("param").studentId,
    c.req.valid("json"),
  );
  return created(c, await withVerifyUrl(c.get("db"), schoolId, c.get("receiptLinks"), refund));
});
