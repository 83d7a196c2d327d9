import { createRoute } from "@hono/zod-openapi";
import { statementResponseSchema } from "../../../shared/api/statement";
import { createRouter } from "../../http/create-router";
import { callerSchoolId } from "../../http/caller-school";
import { ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { getStudentStatement } from "../../services/allocations/get-student-statement";
import { errorResponses, fromMiddleware, jsonResponse, studentIdParams } from "./openapi-helpers";

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

export const statementRoutes = createRouter().openapi(statement, async (c) =>
  ok(c, await getStudentStatement(c.get("db"), callerSchoolId(c), c.req.valid("param").studentId)),
);
