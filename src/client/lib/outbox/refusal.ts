import { ApiRequestError } from "../api-client";
import type { OutboxRefusal } from "./outbox-store";

/**
 * Whether a failed send is the entry's own fault (the server read it and said no: student deleted,
 * day closed, invalid), so it waits for the director, or a passing one (no network, a server error,
 * signed out, too many requests), so it is simply sent again on the next drain.
 */
export function refusalOf(error: unknown): OutboxRefusal | null {
  if (!(error instanceof ApiRequestError)) return null;
  const passing = [401, 408, 429];
  if (error.status < 400 || error.status >= 500 || passing.includes(error.status)) return null;
  // A validation refusal says what is wrong field by field; those words are the reason to show.
  const message = error.issues.length > 0 ? error.issues.map((issue) => issue.message).join("; ") : error.message;
  return { status: error.status, code: error.code, message };
}

/** A fetch that never reached an answer (the network, not the server): the entry is kept to send later. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 0;
}
