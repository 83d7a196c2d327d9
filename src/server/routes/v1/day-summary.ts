import { createRoute } from "@hono/zod-openapi";
import { daySummaryQuerySchema, daySummaryResponseSchema } from "../../../shared/api/day-summary";
import { callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { getDaySummary } from "../../services/day-book/get-day-summary";
import { errorResponses, fromMiddleware, jsonResponse } from "./openapi-helpers";

// The owner's: it sums every person's money and counts their edits. Staff read the day book itself.
const summary = createRoute({
  method: "get",
  path: "/day-book/summary",
  middleware: requireRole("owner"),
  tags: ["day-book"],
  summary:
    "A day's summary for the owner: collected by mode (net), cancellations, refunds, concessions, fines waived, receipt edits",
  request: { query: daySummaryQuerySchema },
  responses: {
    ...jsonResponse(daySummaryResponseSchema, "The day's summary"),
    ...errorResponses(...fromMiddleware.memberRead, 400, 403),
  },
});

export const daySummaryRoutes = createRouter().openapi(summary, async (c) =>
  ok(c, await getDaySummary(c.get("db"), callerSchoolId(c), c.req.valid("query").date)),
);
