import { createRoute } from "@hono/zod-openapi";
import { preferencesResponseSchema, updatePreferencesBodySchema } from "../../../shared/api/preferences";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { sessionUser } from "../../http/require-session";
import { getPreferences } from "../../services/preferences/get-preferences";
import { savePreferences } from "../../services/preferences/save-preferences";
import { errorResponses, fromMiddleware, jsonBody, jsonResponse } from "./openapi-helpers";

// The signed-in person's own settings: no school or role needed, and no id in the path to guess.

const get = createRoute({
  method: "get",
  path: "/me/preferences",
  tags: ["me"],
  summary: "The signed-in person's saved choices (language: null until they pick one)",
  responses: {
    ...jsonResponse(preferencesResponseSchema, "Preferences"),
    ...errorResponses(...fromMiddleware.signedInRead),
  },
});

const put = createRoute({
  method: "put",
  path: "/me/preferences",
  tags: ["me"],
  summary: "Save the signed-in person's language on their account, for every device they sign in on",
  request: jsonBody(updatePreferencesBodySchema),
  responses: {
    ...jsonResponse(preferencesResponseSchema, "The saved preferences"),
    ...errorResponses(...fromMiddleware.signedInWrite, 400, 415),
  },
});

export const meRoutes = createRouter()
  .openapi(get, async (c) => ok(c, await getPreferences(c.get("db"), sessionUser(c).id)))
  .openapi(put, async (c) => ok(c, await savePreferences(c.get("db"), sessionUser(c).id, c.req.valid("json"))));
