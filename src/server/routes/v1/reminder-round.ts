import { createRoute } from "@hono/zod-openapi";
import { phoneNumberSchema } from "../../../shared/rules/phone-number";
import {
  reminderRoundFamilyResponseSchema,
  reminderRoundParams,
  reminderRoundResponseSchema,
  startReminderRoundBodySchema,
} from "../../../shared/api/reminder-round";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { created, ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { getReminderRound } from "../../services/reminder-rounds/get-reminder-round";
import { markFamilyReminded } from "../../services/reminder-rounds/mark-family-reminded";
import { startReminderRound } from "../../services/reminder-rounds/start-reminder-round";
import { createdResponse, errorResponses, fromMiddleware, jsonBody, jsonResponse } from "./openapi-helpers";

const start = createRoute({
  method: "post",
  path: "/reminder-rounds",
  middleware: requireRole("staff"),
  tags: ["reminders"],
  summary: "Start a WhatsApp reminder round over the dues filter: one message per family (premium)",
  request: jsonBody(startReminderRoundBodySchema),
  responses: {
    ...createdResponse(reminderRoundResponseSchema, "The round, each family pending or skipped (and why)"),
    // 402 also when the school is not premium; 404: a ledger of another school.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 415),
  },
});

const read = createRoute({
  method: "get",
  path: "/reminder-rounds/{roundId}",
  middleware: requireRole("staff"),
  tags: ["reminders"],
  summary: "A reminder round as it stands: families sent, skipped (paid, claimed or promised since) and pending",
  request: { params: reminderRoundParams },
  responses: {
    ...jsonResponse(reminderRoundResponseSchema, "The round"),
    ...errorResponses(...fromMiddleware.memberRead, 400),
  },
});

const sent = createRoute({
  method: "post",
  path: "/reminder-rounds/{roundId}/families/{phone}/sent",
  middleware: requireRole("staff"),
  tags: ["reminders"],
  summary: "Mark a family of the round reminded (or skipped, when it paid, claimed or promised since the round began)",
  request: { params: reminderRoundParams.extend({ phone: phoneNumberSchema }) },
  responses: {
    ...jsonResponse(reminderRoundFamilyResponseSchema, "The family's state in the round"),
    ...errorResponses(...fromMiddleware.memberWrite, 400),
  },
});

export const reminderRoundRoutes = createRouter()
  .openapi(start, async (c) =>
    created(
      c,
      await startReminderRound(
        c.get("db"),
        callerSchoolId(c),
        callerActor(c),
        c.get("receiptLinks"),
        c.req.valid("json"),
      ),
    ),
  )
  .openapi(read, async (c) =>
    ok(c, await getReminderRound(c.get("db"), callerSchoolId(c), c.get("receiptLinks"), c.req.valid("param").roundId)),
  )
  .openapi(sent, async (c) => {
    const { roundId, phone } = c.req.valid("param");
    return ok(
      c,
      await markFamilyReminded(c.get("db"), callerSchoolId(c), callerActor(c), c.get("receiptLinks"), roundId, phone),
    );
  });
