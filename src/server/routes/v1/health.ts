import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../../http/app-env";

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["system"],
  summary: "Liveness and database reachability",
  responses: {
    200: {
      description: "The server and its database answer",
      content: { "application/json": { schema: z.object({ success: z.literal(true), data: z.object({ status: z.literal("ok") }) }) } },
    },
  },
});

export const healthRoutes = new OpenAPIHono<AppEnv>().openapi(healthRoute, async (c) => {
  await c.var.db.execute(sql`select 1`);
  return c.json({ success: true as const, data: { status: "ok" as const } }, 200);
});
