import { ALREADY_CHARGED, type AlreadyChargedStudent } from "../../../shared/api/transaction";
import { sqlState } from "../../db/sql-state";
import { ServiceError } from "../errors";

const UNIQUE_VIOLATION = "23505";
const HEAD_PERIOD_KEY = "fee_transaction_head_period_key";

/** 409 ALREADY_CHARGED, naming (inside `error`) the students who already have the head for the period. */
export class AlreadyChargedError extends ServiceError {
  constructor(students: AlreadyChargedStudent[]) {
    super(
      409,
      ALREADY_CHARGED,
      students.length === 1
        ? `${students[0]!.name} is already charged this fee for this period`
        : `${students.length} students are already charged this fee for this period`,
      undefined,
      { students },
    );
  }
}

/**
 * A concurrent charge of the same head and period won the race after our check: the database's key
 * refused this one. Said as ALREADY_CHARGED (without names: the other charge was not visible to us).
 */
export function asAlreadyCharged(error: unknown): unknown {
  if (sqlState(error) !== UNIQUE_VIOLATION) return error;
  const text = `${(error as { constraint?: string }).constraint ?? ""} ${String(error)} ${String((error as { cause?: unknown }).cause ?? "")}`;
  return text.includes(HEAD_PERIOD_KEY) ? new AlreadyChargedError([]) : error;
}
