import { onlineManager } from "@tanstack/react-query";
import type { ApiError, FieldIssue } from "@/shared/api/envelope";
import { i18next } from "./i18n";

/** A failed API call, carrying the server's code, message and field issues for the form. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: FieldIssue[] = [],
    /** The rest of the server's `error`: e.g. ALREADY_CHARGED's `students`, OUTSIDE_SESSION's `sessionYear`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * Calls `/api/v1{path}` with the session cookie and unwraps the `{ success, data }` envelope,
 * throwing ApiRequestError for any failure (network errors included) so callers show one message.
 * A FormData body goes as multipart (a file upload), a Blob as itself with its type (a photo);
 * anything else as JSON.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  // Offline the app is read-only: a change is refused up front, with the reason, never queued unseen.
  if (method !== "GET" && !onlineManager.isOnline())
    throw new ApiRequestError(0, "OFFLINE", i18next.t("offline.writeRefused"));
  let response: Response;
  const isRaw = body instanceof FormData || body instanceof Blob;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      credentials: "same-origin",
      headers: { ...(body === undefined || isRaw ? {} : { "content-type": "application/json" }), ...extraHeaders },
      body: body === undefined ? undefined : isRaw ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, "NETWORK_ERROR", "Cannot reach the server. Check your connection and try again.");
  }
  const payload = (await response.json().catch(() => null)) as ({ success: true } & T) | ApiError | null;
  if (!response.ok || !payload || payload.success !== true) {
    const error = (payload as ApiError | null)?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? "HTTP_ERROR",
      error?.message ?? `Request failed (${response.status})`,
      error?.issues,
      error ?? {},
    );
  }
  return payload as T;
}
