import { createRoute } from "@hono/zod-openapi";
import { siteInfoResponseSchema, type SiteInfo } from "../../../shared/api/site-info";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { errorResponses, fromMiddleware } from "./openapi-helpers";

const siteInfoRoute = createRoute({
  method: "get",
  path: "/site-info",
  tags: ["system"],
  summary: "Public contact details (no session needed)",
  responses: {
    200: { description: "Contact details", content: { "application/json": { schema: siteInfoResponseSchema } } },
    ...errorResponses(...fromMiddleware.publicRead),
  },
});

export function createSiteInfoRoutes(siteInfo: SiteInfo) {
  return createRouter().openapi(siteInfoRoute, (c) => ok(c, siteInfo));
}
