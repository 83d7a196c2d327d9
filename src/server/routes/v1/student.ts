import { createRoute, z } from "@hono/zod-openapi";
import { deletedResponseSchema } from "../../../shared/api/ledger";
import {
  addStudentBodySchema,
  studentListQuerySchema,
  studentPageResponseSchema,
  type StudentPage,
  studentResponseSchema,
  updateStudentBodySchema,
} from "../../../shared/api/student";
import {
  studentSearchQuerySchema,
  studentSearchResponseSchema,
  type StudentSearchPage,
} from "../../../shared/api/student-search";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { requireRole } from "../../http/require-role";
import { jsonWithRawData } from "../../http/json-with-raw-data";
import { NotFoundError } from "../../services/errors";
import { createStudent } from "../../services/students/create-student";
import { deleteStudent } from "../../services/students/delete-student";
import { getStudent } from "../../services/students/get-student";
import { listStudents } from "../../services/students/list-students";
import { searchStudents } from "../../services/students/search-students";
import { updateStudent } from "../../services/students/update-student";
import { errorResponses, fromMiddleware, jsonBody, jsonResponse, studentIdParams } from "./openapi-helpers";

const listPage = createRoute({
  method: "get",
  path: "/student/ledger/{ledgerOwnerId}",
  tags: ["student"],
  summary: "One page of a ledger's students, optionally searched by name or roll number",
  middleware: requireRole("staff"),
  request: { params: z.object({ ledgerOwnerId: z.uuid() }), query: studentListQuerySchema },
  responses: {
    ...jsonResponse(studentPageResponseSchema, "A page of students"),
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

const search = createRoute({
  method: "get",
  path: "/students/search",
  tags: ["student"],
  summary:
    "The header's search: the school's students by part of a name, father's name, roll number or phone, 10 a page",
  middleware: requireRole("staff"),
  request: { query: studentSearchQuerySchema },
  responses: {
    ...jsonResponse(studentSearchResponseSchema, "A page of matching students"),
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

const getOne = createRoute({
  method: "get",
  path: "/student/{studentId}",
  tags: ["student"],
  summary: "One student",
  middleware: requireRole("staff"),
  request: { params: studentIdParams },
  responses: { ...jsonResponse(studentResponseSchema, "The student"), ...errorResponses(...fromMiddleware.memberRead) },
});

const add = createRoute({
  method: "post",
  path: "/student/add",
  tags: ["student"],
  summary: "Add a student; an initial course fee becomes a Dues transaction",
  middleware: requireRole("staff"),
  request: jsonBody(addStudentBodySchema),
  responses: {
    ...jsonResponse(studentResponseSchema, "The new student"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const update = createRoute({
  method: "put",
  path: "/student/{studentId}",
  tags: ["student"],
  summary: "Edit a student",
  middleware: requireRole("staff"),
  request: { params: studentIdParams, ...jsonBody(updateStudentBodySchema) },
  responses: {
    ...jsonResponse(studentResponseSchema, "The updated student"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const remove = createRoute({
  method: "delete",
  path: "/student/{studentId}",
  tags: ["student"],
  summary: "Delete a student with their transactions",
  middleware: requireRole("staff"),
  request: { params: studentIdParams },
  responses: { ...jsonResponse(deletedResponseSchema, "Deleted"), ...errorResponses(...fromMiddleware.memberWrite) },
});

export const studentRoutes = createRouter()
  .openapi(listPage, async (c) => {
    const schoolId = callerSchoolId(c);
    const page = await listStudents(c.get("db"), schoolId, c.req.valid("param").ledgerOwnerId, c.req.valid("query"));
    const { studentsJson, ...paging } = page;
    return jsonWithRawData<StudentPage>(c, studentsJson, paging);
  })
  .openapi(search, async (c) => {
    const page = await searchStudents(c.get("db"), callerSchoolId(c), c.req.valid("query"));
    return c.json({ success: true as const, ...page } satisfies StudentSearchPage, 200);
  })
  .openapi(getOne, async (c) => {
    const schoolId = callerSchoolId(c);
    return ok(c, await getStudent(c.get("db"), schoolId, c.req.valid("param").studentId));
  })
  .openapi(add, async (c) => {
    const schoolId = callerSchoolId(c);
    const { ledgerOwnerId, schoolOwnerId, ...fields } = c.req.valid("json");
    if (schoolOwnerId !== schoolId) throw new NotFoundError("School");
    return ok(c, await createStudent(c.get("db"), schoolId, callerActor(c), ledgerOwnerId, fields));
  })
  .openapi(update, async (c) => {
    const schoolId = callerSchoolId(c);
    const student = await updateStudent(
      c.get("db"),
      schoolId,
      callerActor(c),
      c.req.valid("param").studentId,
      c.req.valid("json"),
    );
    return ok(c, student);
  })
  .openapi(remove, async (c) => {
    const schoolId = callerSchoolId(c);
    const { studentId } = c.req.valid("param");
    await deleteStudent(c.get("db"), schoolId, callerActor(c), studentId);
    return ok(c, { _id: studentId });
  });
