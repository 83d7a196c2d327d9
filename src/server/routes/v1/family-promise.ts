import { createRoute } from "@hono/zod-openapi";
import {
  familyPhoneParams,
  familyPromiseBodySchema,
  familyPromiseResponseSchema,
  promisesSummaryResponseSchema,
} from "../../../shared/api/family-promise";
import { callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { promiseToPay } from "../../services/families/promise-to-pay";
import { summarizePromises } from "../../services/families/summarize-promises";
import { errorResponses, fromMiddleware, jsonBody, jsonResponse } from "./openapi-helpers";

const promise = createRoute({
  method: "post",
  path: "/families/{phone}/promise",
  middleware: requireRole("staff"),
  tags: ["families"],
  summary: "The family promises to pay by a date: left out of the defaulters and reminder rounds until it passes",
  request: { params: familyPhoneParams, ...jsonBody(familyPromiseBodySchema) },
  responses: {
    ...jsonResponse(familyPromiseResponseSchema, "The promise"),
    // 404: no student of the caller's school has this phone.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const promises = createRoute({
  method: "get",
  path: "/dues/promises",
  middleware: requireRole("staff"),
  tags: ["dues"],
  summary: "Families with a promised date still to come, and what they owe",
  responses: {
    ...jsonResponse(promisesSummaryResponseSchema, "Promises"),
    ...errorResponses(...fromMiddleware.memberRead),
  },
});

export const familyPromiseRoutes = createRouter()
  .openapi(promise, async (c) =>
    ok(c, await promiseToPay(c.get("db"), callerSchoolId(c), c.req.valid("param").phone, c.req.valid("json"))),
  )
  .openapi(promises, async (c) => ok(c, await summarizePromises(c.get("db"), callerSchoolId(c))));
