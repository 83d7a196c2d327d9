import { ApiRequestError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";

/** SPEC §8's three outcomes of "Update School Details". */
export type SchoolUpdateStatus =
  { kind: "updated" } | { kind: "failed" } | { kind: "unreachable" } | { kind: "error"; message: string };

/** The server answering "no" is a failure; not reaching it, or anything unexpected, is an error. */
export function statusForUpdateError(error: unknown): SchoolUpdateStatus {
  if (error instanceof ApiRequestError)
    return error.code === "NETWORK_ERROR" ? { kind: "unreachable" } : { kind: "failed" };
  return { kind: "error", message: errorMessage(error) };
}
