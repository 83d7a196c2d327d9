import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { siteInfoResponseSchema, type SiteInfo } from "../../../shared/api/site-info";
import type { AppEnv } from "../../http/app-env";

const siteInfoRoute = createRoute({
  method: "get",
  path: "/site-info",
  tags: ["system"],
  summary: "Public contact details (no session needed)",
  responses: { 200: { description: "Contact details", content: { "application/json": { schema: siteInfoResponseSchema } } } },
});

export function createSiteInfoRoutes(siteInfo: SiteInfo) {
  return new OpenAPIHono<AppEnv>().openapi(siteInfoRoute, (c) => c.json({ success: true as const, data: siteInfo }, 200));
}
