import { createRoute } from "@hono/zod-openapi";
import {
  deletedIdResponseSchema,
  feePlanBodySchema,
  feePlanListResponseSchema,
  feePlanResponseSchema,
  postDueBodySchema,
  postDueResponseSchema,
  waiveFineBodySchema,
  waiveFineResponseSchema,
} from "../../../shared/api/fee-plan";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { created, ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { createFeePlan } from "../../services/fee-plans/create-fee-plan";
import { deleteFeePlan } from "../../services/fee-plans/delete-fee-plan";
import { listFeePlans } from "../../services/fee-plans/list-fee-plans";
import { postMonthFees } from "../../services/fee-plans/post-month-fees";
import { updateFeePlan } from "../../services/fee-plans/update-fee-plan";
import { waiveLateFine } from "../../services/fee-plans/waive-late-fine";
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
  summary:
    "Save a charge of a fee head as a fee plan: every month or quarter on a day (1–28), on each term's date, or once; optionally with a late fine. A date outside the ledger's session: 400 OUTSIDE_SESSION",
  request: { params: ledgerIdParams, ...jsonBody(feePlanBodySchema) },
  responses: {
    ...createdResponse(feePlanResponseSchema, "The new fee plan"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const update = createRoute({
  method: "put",
  path: "/fee-plans/{id}",
  middleware: requireRole("owner"),
  tags: ["fee plans"],
  summary: "Change a fee plan for the periods not posted yet (posted ones stay as charged); owner only",
  request: { params: idParams, ...jsonBody(feePlanBodySchema) },
  responses: {
    ...jsonResponse(feePlanResponseSchema, "The fee plan as changed"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const waiveFine = createRoute({
  method: "post",
  path: "/transactions/{id}/waive-fine",
  middleware: requireRole("owner"),
  tags: ["fee plans"],
  summary:
    "Waive the late fine of a charge (the id is the fined charge's), with a reason; owner only. 409 NO_LATE_FINE when it owes none, 409 when waived already",
  request: { params: idParams, ...jsonBody(waiveFineBodySchema) },
  responses: {
    ...jsonResponse(waiveFineResponseSchema, "What was waived"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 409, 415),
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
    "Post the ledger's fee plans for a month (this month in India by default); students already charged are skipped. A month outside the ledger's session: 400 OUTSIDE_SESSION",
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
  .openapi(update, async (c) => {
    const schoolId = callerSchoolId(c);
    return ok(
      c,
      await updateFeePlan(c.get("db"), schoolId, callerActor(c), c.req.valid("param").id, c.req.valid("json")),
    );
  })
  .openapi(waiveFine, async (c) => {
    const schoolId = callerSchoolId(c);
    return ok(
      c,
      await waiveLateFine(c.get("db"), schoolId, callerActor(c), c.req.valid("param").id, c.req.valid("json").reason),
    );
  })
  .openapi(remove, async (c) => {
    const schoolId = callerSchoolId(c);
    const { id } = c.req.valid("param");
    await deleteFeePlan(c.get("db"), schoolId, callerActor(c), id);
    return ok(c, { id });
  });
