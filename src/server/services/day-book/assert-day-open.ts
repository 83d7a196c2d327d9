import { sql } from "drizzle-orm";
import { DAY_CLOSED } from "../../../shared/api/day-book";
import type { Transaction } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { ServiceError } from "../errors";

/**
 * Refuses (409 DAY_CLOSED) a write of money received dated `dates` when a day on or after the
 * earliest of them is closed and not reopened: a closed day's cash count must stay true, and so must
 * every earlier day's. Call it inside the write's transaction. FOR SHARE locks the close row found:
 * a reopen waits for this write to commit; and closeDay takes the same lock-free path the other way
 * round — it inserts its row under the school's advisory lock (see close-day.ts), which this statement
 * also takes in shared mode, so a receipt and a close of its day never interleave: either the receipt
 * commits first and the close counts it, or the close commits first and the receipt gets 409.
 */
export async function assertDayOpen(tx: Transaction, schoolId: string, ...dates: string[]): Promise<void> {
  const earliest = [...dates].sort()[0];
  if (earliest === undefined) return;
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtextextended(${`day-close:${schoolId}`}, 0))`);
  const closed = await selectRows<{ day: string }>(
    tx,
    sql`select day::text as day from day_close
         where school_id = ${schoolId} and reopened_at is null and day >= ${earliest}
         order by day limit 1 for share`,
  );
  if (closed[0])
    throw new ServiceError(
      409,
      DAY_CLOSED,
      `The day ${closed[0].day} is closed: money received on or before it cannot change until the owner reopens it.`,
    );
}
