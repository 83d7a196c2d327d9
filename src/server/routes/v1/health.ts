import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { errorResponses, fromMiddleware } from "./openapi-helpers";

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["system"],
  summary: "Liveness and database reachability",
  responses: {
    200: {
      description: "The server and its database answer",
      content: {
        "application/json": {
          schema: z.object({ success: z.literal(true), data: z.object({ status: z.literal("ok") }) }),
        },
      },
    },
    ...errorResponses(...fromMiddleware.publicRead),
  },
});

export const healthRoutes = createRouter().openapi(healthRoute, async (c) => {
  await c.get("db").execute(sql`select 1`);
  return ok(c, { status: "ok" as const });
});
