import { createRoute } from "@hono/zod-openapi";
import {
  concessionListResponseSchema,
  ledgerConcessionListResponseSchema,
  putConcessionsBodySchema,
} from "../../../shared/api/concession";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { listLedgerConcessions } from "../../services/concessions/list-ledger-concessions";
import { listStudentConcessions } from "../../services/concessions/list-student-concessions";
import { replaceStudentConcessions } from "../../services/concessions/replace-student-concessions";
import {
  errorResponses,
  fromMiddleware,
  jsonBody,
  jsonResponse,
  ledgerIdParams,
  studentIdParams,
} from "./openapi-helpers";

// Concessions are the director's decisions about money (issue 27): owner only, reading included.

const list = createRoute({
  method: "get",
  path: "/student/{studentId}/concessions",
  middleware: requireRole("owner"),
  tags: ["concessions"],
  summary: "A student's standing concessions, one per fee head",
  request: { params: studentIdParams },
  responses: {
    ...jsonResponse(concessionListResponseSchema, "The standing concessions"),
    ...errorResponses(...fromMiddleware.memberRead, 403),
  },
});

const replace = createRoute({
  method: "put",
  path: "/student/{studentId}/concessions",
  middleware: requireRole("owner"),
  tags: ["concessions"],
  summary: "Replace a student's standing concessions; every later charge of those heads is reduced by them",
  request: { params: studentIdParams, ...jsonBody(putConcessionsBodySchema) },
  responses: {
    ...jsonResponse(concessionListResponseSchema, "The standing concessions now"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const listOfLedger = createRoute({
  method: "get",
  path: "/ledger/{ledgerId}/concessions",
  middleware: requireRole("owner"),
  tags: ["concessions"],
  summary: "The standing concessions of a ledger's students (Charge fee's preview takes them off first)",
  request: { params: ledgerIdParams },
  responses: {
    ...jsonResponse(ledgerConcessionListResponseSchema, "The ledger's standing concessions"),
    ...errorResponses(...fromMiddleware.memberRead, 403),
  },
});

export const concessionRoutes = createRouter()
  .openapi(listOfLedger, async (c) =>
    ok(c, await listLedgerConcessions(c.get("db"), callerSchoolId(c), c.req.valid("param").ledgerId)),
  )
  .openapi(list, async (c) =>
    ok(c, await listStudentConcessions(c.get("db"), callerSchoolId(c), c.req.valid("param").studentId)),
  )
  .openapi(replace, async (c) =>
    ok(
      c,
      await replaceStudentConcessions(
        c.get("db"),
        callerSchoolId(c),
        callerActor(c),
        c.req.valid("param").studentId,
        c.req.valid("json"),
      ),
    ),
  );
