import { createRoute } from "@hono/zod-openapi";
import {
  createFeeHeadBodySchema,
  feeHeadListResponseSchema,
  feeHeadResponseSchema,
  updateFeeHeadBodySchema,
} from "../../../shared/api/fee-head";
import { deletedIdResponseSchema } from "../../../shared/api/fee-plan";
import { callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { created, ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { createFeeHead } from "../../services/fee-heads/create-fee-head";
import { deleteFeeHead } from "../../services/fee-heads/delete-fee-head";
import { listFeeHeads } from "../../services/fee-heads/list-fee-heads";
import { updateFeeHead } from "../../services/fee-heads/update-fee-head";
import { createdResponse, errorResponses, fromMiddleware, idParams, jsonBody, jsonResponse } from "./openapi-helpers";

// Staff pick heads when they charge, so they may read the list; only the owner changes it.

const list = createRoute({
  method: "get",
  path: "/fee-heads",
  middleware: requireRole("staff"),
  tags: ["fee heads"],
  summary: "The school's fee heads (Tuition fee, Transport fee…), archived ones included",
  responses: {
    ...jsonResponse(feeHeadListResponseSchema, "The fee heads"),
    ...errorResponses(...fromMiddleware.memberRead),
  },
});

const add = createRoute({
  method: "post",
  path: "/fee-heads",
  middleware: requireRole("owner"),
  tags: ["fee heads"],
  summary: "Add a fee head of the school's own",
  request: jsonBody(createFeeHeadBodySchema),
  responses: {
    ...createdResponse(feeHeadResponseSchema, "The new fee head"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const update = createRoute({
  method: "put",
  path: "/fee-heads/{id}",
  middleware: requireRole("owner"),
  tags: ["fee heads"],
  summary: "Rename a fee head, set its Hindi name or tuition flag, archive it or bring it back",
  request: { params: idParams, ...jsonBody(updateFeeHeadBodySchema) },
  responses: {
    ...jsonResponse(feeHeadResponseSchema, "The fee head"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const remove = createRoute({
  method: "delete",
  path: "/fee-heads/{id}",
  middleware: requireRole("owner"),
  tags: ["fee heads"],
  summary: "Delete a fee head nothing uses (409 FEE_HEAD_IN_USE otherwise: archive it)",
  request: { params: idParams },
  responses: {
    ...jsonResponse(deletedIdResponseSchema, "Deleted"),
    ...errorResponses(...fromMiddleware.memberWrite, 409),
  },
});

export const feeHeadRoutes = createRouter()
  .openapi(list, async (c) => ok(c, await listFeeHeads(c.get("db"), callerSchoolId(c))))
  .openapi(add, async (c) => created(c, await createFeeHead(c.get("db"), callerSchoolId(c), c.req.valid("json"))))
  .openapi(update, async (c) =>
    ok(c, await updateFeeHead(c.get("db"), callerSchoolId(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    await deleteFeeHead(c.get("db"), callerSchoolId(c), id);
    return ok(c, { id });
  });
