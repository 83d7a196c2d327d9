import { createRoute } from "@hono/zod-openapi";
import {
  familiesPageSchema,
  familiesQuerySchema,
  familyLinkResponseSchema,
  familyLinkRevokedResponseSchema,
  familyPhoneParams,
} from "../../../shared/api/family";
import { callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { createFamilyLink } from "../../services/families/create-family-link";
import { listFamilies } from "../../services/families/list-families";
import { revokeFamilyLink } from "../../services/families/revoke-family-link";
import { errorResponses, fromMiddleware, jsonResponse } from "./openapi-helpers";

const list = createRoute({
  method: "get",
  path: "/families",
  middleware: requireRole("staff"),
  tags: ["families"],
  summary: "The school's families (students sharing a phone number), largest balance first, one page",
  request: { query: familiesQuerySchema },
  responses: {
    ...jsonResponse(familiesPageSchema, "A page of families"),
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

const link = createRoute({
  method: "post",
  path: "/families/{phone}/link",
  middleware: requireRole("staff"),
  tags: ["families"],
  summary: "A new parent-page link (/p/{code}) for a family; the previous one stops working",
  request: { params: familyPhoneParams },
  responses: {
    ...jsonResponse(familyLinkResponseSchema, "The link, shown this once"),
    ...errorResponses(...fromMiddleware.memberWrite, 400),
  },
});

const revoke = createRoute({
  method: "delete",
  path: "/families/{phone}/link",
  middleware: requireRole("staff"),
  tags: ["families"],
  summary: "Revoke a family's parent-page link: it answers 404 from now on",
  request: { params: familyPhoneParams },
  responses: {
    ...jsonResponse(familyLinkRevokedResponseSchema, "Whether there was a link to revoke"),
    ...errorResponses(...fromMiddleware.memberWrite, 400),
  },
});

/** Families (issue 29): automatic, from the students' phone numbers; their parent-page links. */
export const familyRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(
      { success: true as const, ...(await listFamilies(c.get("db"), callerSchoolId(c), c.req.valid("query"))) },
      200,
    ),
  )
  .openapi(link, async (c) =>
    ok(c, await createFamilyLink(c.get("db"), callerSchoolId(c), c.req.valid("param").phone, c.get("receiptLinks"))),
  )
  .openapi(revoke, async (c) =>
    ok(c, await revokeFamilyLink(c.get("db"), callerSchoolId(c), c.req.valid("param").phone)),
  );
