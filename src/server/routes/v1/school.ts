import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  addSchoolBodySchema,
  schoolLookupResponseSchema,
  schoolResponseSchema,
  updateSchoolBodySchema,
} from "../../../shared/api/school";
import type { AppEnv } from "../../http/app-env";
import { sessionUser } from "../../http/require-session";
import { validationHook } from "../../http/validation-hook";
import { NotFoundError } from "../../services/errors";
import { createSchool } from "../../services/school/create-school";
import { getSchoolForUser } from "../../services/school/get-school-for-user";
import { toSchoolWire } from "../../services/school/to-school-wire";
import { updateSchool } from "../../services/school/update-school";
import { jsonBody, jsonResponse } from "./openapi-helpers";

const getByUid = createRoute({
  method: "get",
  path: "/school/uid/{uid}",
  tags: ["school"],
  summary: "The caller's school (data is null before set-up)",
  request: { params: z.object({ uid: z.string().max(128) }) },
  responses: jsonResponse(schoolLookupResponseSchema, "The school, or null"),
});

const add = createRoute({
  method: "post",
  path: "/school/add",
  tags: ["school"],
  summary: "Set up the caller's school (once)",
  request: jsonBody(addSchoolBodySchema),
  responses: jsonResponse(schoolResponseSchema, "The new school"),
});

const update = createRoute({
  method: "put",
  path: "/school/{schoolId}",
  tags: ["school"],
  summary: "Change the caller's school details",
  request: { params: z.object({ schoolId: z.uuid() }), ...jsonBody(updateSchoolBodySchema) },
  responses: jsonResponse(schoolResponseSchema, "The updated school"),
});

export const schoolRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(getByUid, async (c) => {
    const user = sessionUser(c);
    // A user may look up only themselves; another uid answers like a uid that does not exist.
    if (c.req.valid("param").uid !== user.id) throw new NotFoundError("School");
    const row = await getSchoolForUser(c.var.db, user.id);
    return c.json({ success: true as const, data: row ? toSchoolWire(row) : null }, 200);
  })
  .openapi(add, async (c) => {
    const user = sessionUser(c);
    const { uid, ...details } = c.req.valid("json");
    if (uid !== undefined && uid !== user.id) throw new NotFoundError("User");
    const row = await createSchool(c.var.db, user.id, details);
    return c.json({ success: true as const, data: toSchoolWire(row) }, 200);
  })
  .openapi(update, async (c) => {
    const user = sessionUser(c);
    const row = await updateSchool(c.var.db, user.id, c.req.valid("param").schoolId, c.req.valid("json"));
    return c.json({ success: true as const, data: toSchoolWire(row) }, 200);
  });
