import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { demandSlipListResponseSchema } from "../../../shared/api/demand-slip";
import type { AppEnv } from "../../http/app-env";
import { createRouter } from "../../http/create-router";
import { jsonWithRawData } from "../../http/json-with-raw-data";
import { requireRole } from "../../http/require-role";
import { callerSchoolId } from "../../http/caller-school";
import { NotFoundError } from "../../services/errors";
import { listDemandSlips, type SlipScope } from "../../services/demand-slips/list-demand-slips";
import { errorResponses, fromMiddleware, jsonResponse } from "./openapi-helpers";

const slipRoute = (path: string, param: string, summary: string) =>
  createRoute({
    method: "get",
    path,
    tags: ["demand slip"],
    summary,
    middleware: requireRole("staff"),
    request: { params: z.object({ [param]: z.uuid() }) },
    responses: {
      ...jsonResponse(demandSlipListResponseSchema, "Slip records, ordered by ledger and roll number"),
      ...errorResponses(...fromMiddleware.memberRead),
    },
  });

const forStudent = slipRoute("/student/student/transaction/{studentId}", "studentId", "Demand slip for one student");
const forLedger = slipRoute(
  "/student/ledger/transaction/{ledgerOwnerId}",
  "ledgerOwnerId",
  "Demand slips for every student of a ledger",
);
const forSchool = slipRoute(
  "/student/school/transaction/{schoolId}",
  "schoolId",
  "Demand slips for every student of the school",
);

type SlipList = z.infer<typeof demandSlipListResponseSchema>;

/**
 * Always the caller's school; a path naming another school answers 404 like a missing one. The
 * slips arrive as JSON text rendered by PostgreSQL and are spliced into the envelope unparsed.
 */
async function slips(c: Context<AppEnv>, scope: SlipScope, schoolId?: string) {
  const callerSchool = callerSchoolId(c);
  if (schoolId !== undefined && schoolId !== callerSchool) throw new NotFoundError("School");
  return jsonWithRawData<SlipList>(c, await listDemandSlips(c.get("db"), callerSchool, scope), {});
}

export const demandSlipRoutes = createRouter()
  .openapi(forStudent, (c) => slips(c, { kind: "student", studentId: c.req.valid("param").studentId as string }))
  .openapi(forLedger, (c) => slips(c, { kind: "ledger", ledgerId: c.req.valid("param").ledgerOwnerId as string }))
  .openapi(forSchool, (c) => slips(c, { kind: "school" }, c.req.valid("param").schoolId as string));
