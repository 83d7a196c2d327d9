import type { Hook } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";
import type { z } from "zod";
import { errorCodes, type FieldIssue } from "../../shared/api/envelope";
import { errorBody } from "./error-envelope";

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/**
 * Failed request validation answers 400 with one message per field, which the client shows next to
 * the field. Invalid ids in the path are not "validation": they name nothing, so they answer 404.
 */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  if (result.target === "param") {
    return c.json(errorBody(errorCodes.NOT_FOUND, "Not found"), 404);
  }
  const issues = toFieldIssues(result.error as z.ZodError);
  return c.json(errorBody(errorCodes.VALIDATION, issues[0]?.message ?? "Invalid request", issues), 400);
};
