import { errorCodeForStatus, type ErrorStatus, type FieldIssue } from "../../shared/api/envelope";
import { sqlState } from "../db/sql-state";

/** The statuses a service may refuse with (a 500 is never thrown on purpose). */
export type ServiceErrorStatus = Exclude<ErrorStatus, 500>;

/** Errors services throw; the HTTP layer maps each to its status and the error envelope. */
export class ServiceError extends Error {
  constructor(
    readonly status: ServiceErrorStatus,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
    /** More of the answer inside `error`, beside code and message (e.g. ALREADY_CHARGED's `students`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Another school's id and an id that does not exist answer alike, so ids cannot be probed. */
export class NotFoundError extends ServiceError {
  constructor(what: string) {
    super(404, errorCodeForStatus[404], `${what} not found`);
  }
}

export class ConflictError extends ServiceError {
  constructor(message: string) {
    super(409, errorCodeForStatus[409], message);
  }
}

/** The caller's role may not do this (staff asking for an owner's action). */
export class ForbiddenError extends ServiceError {
  constructor(message = "Only the school's owner can do this.") {
    super(403, "FORBIDDEN", message);
  }
}

/** A premium school has room for the owner and MAX_STAFF staff; seats include pending invitations. */
export class TeamFullError extends ServiceError {
  constructor() {
    super(409, "TEAM_FULL", "The team is full: remove a member or revoke an invitation first.");
  }
}

/** PostgreSQL's SQLSTATE for a row that points at a parent that is not there (any more). */
const FOREIGN_KEY_VIOLATION = "23503";

/**
 * Database refusals that mean a client error, as a ServiceError; null for anything else. A foreign
 * key violation happens when the parent was deleted between our check and the insert (a student
 * deleted while a transaction is being added): the id has vanished, so 404 as for any unknown id.
 */
export function asServiceError(error: unknown): ServiceError | null {
  if (sqlState(error) === FOREIGN_KEY_VIOLATION) return new NotFoundError("Record");
  return null;
}
