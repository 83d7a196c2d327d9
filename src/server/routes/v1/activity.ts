import { createRoute } from "@hono/zod-openapi";
import { activityPageResponseSchema, activityQuerySchema, type ActivityPage } from "../../../shared/api/activity";
import { callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { requireRole } from "../../http/require-role";
import { listActivity } from "../../services/activity/list-activity";
import { errorResponses, fromMiddleware, jsonResponse } from "./openapi-helpers";

const list = createRoute({
  method: "get",
  path: "/activity",
  tags: ["activity"],
  summary: "Who changed what and when, newest first, 50 a page; filter by person or student (owner only)",
  middleware: requireRole("owner"),
  request: { query: activityQuerySchema },
  responses: {
    ...jsonResponse(activityPageResponseSchema, "A page of activity"),
    ...errorResponses(...fromMiddleware.memberRead, 400, 403),
  },
});

export const activityRoutes = createRouter().openapi(list, async (c) => {
  const page = await listActivity(c.get("db"), callerSchoolId(c), c.req.valid("query"));
  return c.json({ success: true as const, ...page } satisfies ActivityPage, 200);
});
