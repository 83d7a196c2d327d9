import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "./api-client";

/**
 * Puts the server's field issues next to their fields; returns the message for whatever is left
 * (a field the form does not show, or a non-validation failure), for the form's error banner.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!(error instanceof ApiRequestError)) return (error as Error)?.message ?? "Request failed";
  const shown = error.issues.filter((issue) => fields.includes(issue.path as Path<T>));
  for (const issue of shown) setError(issue.path as Path<T>, { type: "server", message: issue.message });
  return shown.length > 0 && shown.length === error.issues.length ? null : error.message;
}
