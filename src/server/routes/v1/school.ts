import { createRoute, z } from "@hono/zod-openapi";
import {
  addSchoolBodySchema,
  schoolLookupResponseSchema,
  schoolResponseSchema,
  updateSchoolBodySchema,
} from "../../../shared/api/school";
import { userIdSchema } from "../../../shared/api/team";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { sessionUser } from "../../http/require-session";
import { NotFoundError } from "../../services/errors";
import { createSchool } from "../../services/school/create-school";
import { getSchoolForUser } from "../../services/school/get-school-for-user";
import { toSchoolWire } from "../../services/school/to-school-wire";
import { updateSchool } from "../../services/school/update-school";
import { errorResponses, fromMiddleware, jsonBody, jsonResponse } from "./openapi-helpers";

const getByUid = createRoute({
  method: "get",
  path: "/school/uid/{uid}",
  tags: ["school"],
  summary: "The caller's school with the caller's role (data is null before set-up or joining)",
  request: { params: z.object({ uid: userIdSchema }) },
  responses: {
    ...jsonResponse(schoolLookupResponseSchema, "The school, or null"),
    // 404: another user's uid.
    ...errorResponses(...fromMiddleware.signedInRead, 404),
  },
});

const add = createRoute({
  method: "post",
  path: "/school/add",
  tags: ["school"],
  summary: "Set up the caller's school (once; 409 for anyone who already belongs to a school)",
  request: jsonBody(addSchoolBodySchema),
  responses: {
    ...jsonResponse(schoolResponseSchema, "The new school"),
    // 404: another user's uid; 409: the caller already belongs to a school.
    ...errorResponses(...fromMiddleware.signedInWrite, 400, 404, 409, 415),
  },
});

const update = createRoute({
  method: "put",
  path: "/school/{schoolId}",
  tags: ["school"],
  summary: "Change the caller's school details (owner only)",
  middleware: requireRole("owner"),
  request: { params: z.object({ schoolId: z.uuid() }), ...jsonBody(updateSchoolBodySchema) },
  responses: {
    ...jsonResponse(schoolResponseSchema, "The updated school"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

export const schoolRoutes = createRouter()
  .openapi(getByUid, async (c) => {
    const user = sessionUser(c);
    // A user may look up only themselves; another uid answers like a uid that does not exist.
    if (c.req.valid("param").uid !== user.id) throw new NotFoundError("School");
    const row = await getSchoolForUser(c.get("db"), user.id);
    return ok(c, row ? toSchoolWire(row) : null);
  })
  .openapi(add, async (c) => {
    const user = sessionUser(c);
    const { uid, ...details } = c.req.valid("json");
    if (uid !== undefined && uid !== user.id) throw new NotFoundError("User");
    const row = await createSchool(c.get("db"), callerActor(c), details);
    return ok(c, toSchoolWire(row));
  })
  .openapi(update, async (c) => {
    const schoolId = callerSchoolId(c);
    if (c.req.valid("param").schoolId !== schoolId) throw new NotFoundError("School");
    const row = await updateSchool(c.get("db"), schoolId, callerActor(c), c.req.valid("json"));
    return ok(c, toSchoolWire(row));
  });
