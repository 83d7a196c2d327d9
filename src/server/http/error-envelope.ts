import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorCodeForStatus, errorCodes, type ApiError, type FieldIssue } from "../../shared/api/envelope";
import { asServiceError, ServiceError } from "../services/errors";
import type { AppEnv } from "./app-env";

export function errorBody(
  code: string,
  message: string,
  issues?: FieldIssue[],
  details?: Record<string, unknown>,
): ApiError {
  return { success: false, error: { ...details, code, message, ...(issues ? { issues } : {}) } };
}

/** The envelope code of a status: its own code when the API knows the status, else INTERNAL_ERROR. */
export function codeForStatus(status: number): string {
  return errorCodeForStatus[status as keyof typeof errorCodeForStatus] ?? errorCodes.INTERNAL;
}

/** The app's onError: known errors keep their status; anything else is a logged 500 with no stack. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const known = error instanceof ServiceError ? error : asServiceError(error);
  if (known) return c.json(errorBody(known.code, known.message, known.issues, known.details), known.status);
  if (error instanceof HTTPException && error.status !== 500) {
    const status = error.status as ContentfulStatusCode;
    return c.json(errorBody(codeForStatus(status), error.message || "Request failed"), status);
  }
  c.get("logger")?.error({ err: error, path: c.req.path }, "unhandled error");
  const requestId = c.get("requestId");
  const body = errorBody(errorCodes.INTERNAL, "Something went wrong. Please try again.");
  return c.json({ ...body, error: { ...body.error, ...(requestId ? { requestId } : {}) } }, 500);
}
