import pRetry from "p-retry";
import type { Database } from "./database";
import { sqlState } from "./sql-state";

/**
 * serialization_failure and deadlock_detected: PostgreSQL rolled the whole transaction back because
 * it lost a race with another one, so running it again from the start is safe and usually succeeds.
 */
const LOST_RACE = new Set(["40001", "40P01"]);

export function isLostRace(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && LOST_RACE.has(state);
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The first wait; each next one doubles, each drawn from [wait, 2 × wait) so racers spread out. */
  firstWaitMs: number;
}

/** Four tries over at most ~0.35 s of waiting: far below a request's patience, far above a lost race. */
export const TRANSACTION_RETRY: RetryPolicy = { attempts: 4, firstWaitMs: 25 };

/** Runs `transaction` again, after a short jittered wait, while it fails by losing a race. */
export function withTransactionRetry<T>(transaction: () => Promise<T>, policy = TRANSACTION_RETRY): Promise<T> {
  return pRetry(() => transaction(), {
    retries: policy.attempts - 1,
    minTimeout: policy.firstWaitMs,
    factor: 2,
    randomize: true,
    shouldRetry: ({ error }) => isLostRace(error),
  });
}

/**
 * Makes every `db.transaction(work)` of this database retry a lost race, so no service can forget
 * to. Each attempt is a fresh transaction: `work` must only touch the database through `tx` (NOTIFY
 * included, which is sent at commit), never the world outside. Savepoints (`tx.transaction`) are left
 * alone: a deadlock aborts the outer transaction, which is the one retried.
 */
export function retryTransactions(db: Database, policy = TRANSACTION_RETRY): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => withTransactionRetry(() => transaction(work, config), policy);
  return db;
}
