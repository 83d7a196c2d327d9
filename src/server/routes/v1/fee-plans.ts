import { createRoute } from "@hono/zod-openapi";
import {
  deletedIdResponseSchema,
  feePlanBodySchema,
  feePlanListResponseSchema,
  feePlanResponseSchema,
  postDueBodySchema,
  postDueResponseSchema,
} from "../../../shared/api/fee-plan";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { created, ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { createFeePlan } from "../../services/fee-plans/create-fee-plan";
import { deleteFeePlan } from "../../services/fee-plans/delete-fee-plan";
import { listFeePlans } from "../../services/fee-plans/list-fee-plans";
import { postMonthFees } from "../../services/fee-plans/post-month-fees";
import {
  createdResponse,
  errorResponses,
  fromMiddleware,
  idParams,
  jsonBody,
  jsonResponse,
  ledgerIdParams,
} from "./openapi-helpers";

// Any member may read and change fee plans, as any member may charge a class (POST /ledger/{id}/dues).

const list = createRoute({
  method: "get",
  path: "/ledger/{ledgerId}/fee-plans",
  middleware: requireRole("staff"),
  tags: ["fee plans"],
  summary: "A ledger's fee plans, each with the periods of the current session already charged",
  request: { params: ledgerIdParams },
  responses: {
    ...jsonResponse(feePlanListResponseSchema, "The ledger's fee plans"),
    ...errorResponses(...fromMiddleware.memberRead),
  },
});

const add = createRoute({
  method: "post",
  path: "/ledger/{ledgerId}/fee-plans",
  middleware: requireRole("staff"),
  tags: ["fee plans"],
  summary: "Save a charge as a fee plan: every month on a day (1–28), or once on a date",
  request: { params: ledgerIdParams, ...jsonBody(feePlanBodySchema) },
  responses: {
    ...createdResponse(feePlanResponseSchema, "The new fee plan"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const remove = createRoute({
  method: "delete",
  path: "/fee-plans/{id}",
  middleware: requireRole("staff"),
  tags: ["fee plans"],
  summary: "Delete a fee plan: nothing more is posted for it (Dues already posted stay)",
  request: { params: idParams },
  responses: { ...jsonResponse(deletedIdResponseSchema, "Deleted"), ...errorResponses(...fromMiddleware.memberWrite) },
});

const postDue = createRoute({
  method: "post",
  path: "/ledger/{ledgerId}/fee-plans/post-due",
  middleware: requireRole("staff"),
  tags: ["fee plans"],
  summary:
    "Post the ledger's fee plans for a month (this month in India by default); students already charged are skipped",
  request: { params: ledgerIdParams, ...jsonBody(postDueBodySchema) },
  responses: {
    ...jsonResponse(postDueResponseSchema, "What was posted now"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

export const feePlanRoutes = createRouter()
  .openapi(list, async (c) => ok(c, await listFeePlans(c.get("db"), callerSchoolId(c), c.req.valid("param").ledgerId)))
  .openapi(add, async (c) => {
    const schoolId = callerSchoolId(c);
    return created(
      c,
      await createFeePlan(c.get("db"), schoolId, callerActor(c), c.req.valid("param").ledgerId, c.req.valid("json")),
    );
  })
  .openapi(postDue, async (c) => {
    const schoolId = callerSchoolId(c);
    return ok(
      c,
      await postMonthFees(
        c.get("db"),
        schoolId,
        callerActor(c),
        c.req.valid("param").ledgerId,
        c.req.valid("json").month,
      ),
    );
  })
  .openapi(remove, async (c) => {
    const schoolId = callerSchoolId(c);
    const { id } = c.req.valid("param");
    await deleteFeePlan(c.get("db"), schoolId, callerActor(c), id);
    return ok(c, { id });
  });
