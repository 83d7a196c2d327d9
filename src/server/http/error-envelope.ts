import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorCodes, type ApiError, type FieldIssue } from "../../shared/api/envelope";
import { ServiceError } from "../services/errors";
import type { AppEnv } from "./app-env";

export function errorBody(code: string, message: string, issues?: FieldIssue[]): ApiError {
  return { success: false, error: { code, message, ...(issues ? { issues } : {}) } };
}

/** The app's onError: known errors keep their status; anything else is a logged 500 with no stack. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ServiceError) {
    return c.json(errorBody(error.code, error.message, error.issues), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json(errorBody(codeForStatus(status), error.message || "Request failed"), status);
  }
  c.var.logger?.error({ err: error, path: c.req.path }, "unhandled error");
  return c.json(errorBody(errorCodes.INTERNAL, "Something went wrong. Please try again."), 500);
}

function codeForStatus(status: number): string {
  if (status === 400) return errorCodes.VALIDATION;
  if (status === 401) return errorCodes.UNAUTHENTICATED;
  if (status === 403) return errorCodes.FORBIDDEN;
  if (status === 404) return errorCodes.NOT_FOUND;
  if (status === 413) return errorCodes.PAYLOAD_TOO_LARGE;
  if (status === 429) return errorCodes.RATE_LIMITED;
  return errorCodes.INTERNAL;
}
