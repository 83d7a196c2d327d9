import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { demandSlipListResponseSchema } from "../../../shared/api/demand-slip";
import type { AppEnv } from "../../http/app-env";
import { callerSchoolId } from "../../http/caller-school";
import { sessionUser } from "../../http/require-session";
import { validationHook } from "../../http/validation-hook";
import { listDemandSlips, type SlipScope } from "../../services/demand-slips/list-demand-slips";
import { jsonResponse } from "./openapi-helpers";

const slipRoute = (path: string, param: string, summary: string) =>
  createRoute({
    method: "get",
    path,
    tags: ["demand slip"],
    summary,
    request: { params: z.object({ [param]: z.uuid() }) },
    responses: jsonResponse(demandSlipListResponseSchema, "Slip records, ordered by ledger and roll number"),
  });

const forStudent = slipRoute("/student/student/transaction/{studentId}", "studentId", "Demand slip for one student");
const forLedger = slipRoute("/student/ledger/transaction/{ledgerOwnerId}", "ledgerOwnerId", "Demand slips for every student of a ledger");
const forSchool = slipRoute("/student/school/transaction/{schoolId}", "schoolId", "Demand slips for every student of the school");

/** `schoolId` defaults to the caller's; the service answers 404 unless the caller owns it. */
async function respond(c: { var: AppEnv["Variables"] }, scope: SlipScope, schoolId?: string) {
  const data = await listDemandSlips(c.var.db, sessionUser(c).id, schoolId ?? (await callerSchoolId(c)), scope);
  return { success: true as const, data };
}

export const demandSlipRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(forStudent, async (c) => c.json(await respond(c, { kind: "student", studentId: c.req.valid("param").studentId as string }), 200))
  .openapi(forLedger, async (c) => c.json(await respond(c, { kind: "ledger", ledgerId: c.req.valid("param").ledgerOwnerId as string }), 200))
  .openapi(forSchool, async (c) => c.json(await respond(c, { kind: "school" }, c.req.valid("param").schoolId as string), 200));
