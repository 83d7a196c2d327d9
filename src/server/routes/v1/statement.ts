import { createRoute } from "@hono/zod-openapi";
import { statementResponseSchema } from "../../../shared/api/statement";
import {
  tuitionCertificateQuerySchema,
  tuitionCertificatesResponseSchema,
} from "../../../shared/api/tuition-certificate";
import { createRouter } from "../../http/create-router";
import { callerSchoolId } from "../../http/caller-school";
import { ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { getStudentStatement } from "../../services/allocations/get-student-statement";
import { listTuitionCertificates } from "../../services/allocations/list-tuition-certificates";
import { errorResponses, fromMiddleware, jsonResponse, ledgerIdParams, studentIdParams } from "./openapi-helpers";

const statement = createRoute({
  method: "get",
  path: "/student/{studentId}/statement",
  tags: ["student"],
  summary: "A student's charges and what settled each, and each payment's allocations",
  middleware: requireRole("staff"),
  request: { params: studentIdParams },
  responses: {
    ...jsonResponse(statementResponseSchema, "The statement"),
    ...errorResponses(...fromMiddleware.memberRead),
  },
});

const studentCertificate = createRoute({
  method: "get",
  path: "/student/{studentId}/tuition-certificate",
  tags: ["student"],
  summary: "The student's tuition-fee certificate (Section 80C) for a financial year, from allocations",
  middleware: requireRole("staff"),
  request: { params: studentIdParams, query: tuitionCertificateQuerySchema },
  responses: {
    ...jsonResponse(tuitionCertificatesResponseSchema, "The certificate (none when no tuition was received)"),
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

const ledgerCertificates = createRoute({
  method: "get",
  path: "/ledger/{ledgerId}/tuition-certificates",
  tags: ["ledger"],
  summary: "Tuition-fee certificates (Section 80C) of a ledger's students with tuition received in the year",
  middleware: requireRole("staff"),
  request: { params: ledgerIdParams, query: tuitionCertificateQuerySchema },
  responses: {
    ...jsonResponse(tuitionCertificatesResponseSchema, "One certificate per student with tuition received"),
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

/** What payments settled: the statement and the tuition-fee certificates, both read from allocations. */
export const statementRoutes = createRouter()
  .openapi(statement, async (c) =>
    ok(c, await getStudentStatement(c.get("db"), callerSchoolId(c), c.req.valid("param").studentId)),
  )
  .openapi(studentCertificate, async (c) =>
    ok(
      c,
      await listTuitionCertificates(
        c.get("db"),
        callerSchoolId(c),
        { studentId: c.req.valid("param").studentId },
        c.req.valid("query").year,
      ),
    ),
  )
  .openapi(ledgerCertificates, async (c) =>
    ok(
      c,
      await listTuitionCertificates(
        c.get("db"),
        callerSchoolId(c),
        { ledgerId: c.req.valid("param").ledgerId },
        c.req.valid("query").year,
      ),
    ),
  );
