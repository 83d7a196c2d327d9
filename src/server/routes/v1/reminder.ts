import { createRoute } from "@hono/zod-openapi";
import {
  remindBodySchema,
  reminderResponseSchema,
  reminderTemplatesResponseSchema,
  reminderTemplatesSchema,
} from "../../../shared/api/reminder";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { requireRole } from "../../http/require-role";
import { created, ok } from "../../http/ok";
import { getReminderTemplates } from "../../services/reminders/get-reminder-templates";
import { recordReminder } from "../../services/reminders/record-reminder";
import { updateReminderTemplates } from "../../services/reminders/update-reminder-templates";
import { createdResponse, errorResponses, fromMiddleware, jsonBody, jsonResponse } from "./openapi-helpers";

const remind = createRoute({
  method: "post",
  path: "/reminders",
  middleware: requireRole("staff"),
  tags: ["reminders"],
  summary: "Mark a student as reminded on WhatsApp (premium)",
  request: jsonBody(remindBodySchema),
  responses: {
    ...createdResponse(reminderResponseSchema, "Reminded"),
    // 402 also when the school is not premium.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const getTemplates = createRoute({
  method: "get",
  path: "/reminders/template",
  middleware: requireRole("staff"),
  tags: ["reminders"],
  summary: "The school's WhatsApp reminder texts (null: the default)",
  responses: {
    ...jsonResponse(reminderTemplatesResponseSchema, "Templates"),
    ...errorResponses(...fromMiddleware.memberRead),
  },
});

const putTemplates = createRoute({
  method: "put",
  path: "/reminders/template",
  middleware: requireRole("owner"),
  tags: ["reminders"],
  summary: "Change the WhatsApp reminder texts; empty restores the default",
  request: jsonBody(reminderTemplatesSchema),
  responses: {
    ...jsonResponse(reminderTemplatesResponseSchema, "Templates"),
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

export const reminderRoutes = createRouter()
  .openapi(remind, async (c) => {
    const schoolId = callerSchoolId(c);
    return created(c, await recordReminder(c.get("db"), schoolId, callerActor(c), c.req.valid("json").studentId));
  })
  .openapi(getTemplates, async (c) => ok(c, await getReminderTemplates(c.get("db"), callerSchoolId(c))))
  .openapi(putTemplates, async (c) =>
    ok(c, await updateReminderTemplates(c.get("db"), callerSchoolId(c), callerActor(c), c.req.valid("json"))),
  );
