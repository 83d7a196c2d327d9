import type { FieldIssue } from "../../shared/api/envelope";

/** Errors services throw; the HTTP layer maps each to its status and the error envelope. */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

/** Another school's id and an id that does not exist answer alike, so ids cannot be probed. */
export class NotFoundError extends ServiceError {
  constructor(what: string) {
    super(404, "NOT_FOUND", `${what} not found`);
  }
}

export class ConflictError extends ServiceError {
  constructor(message: string) {
    super(409, "CONFLICT", message);
  }
}
