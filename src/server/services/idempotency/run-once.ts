import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { idempotentRequest } from "../../db/schema";
import { ConflictError } from "../errors";

/**
 * Runs `work` in one transaction, at most once per school and `Idempotency-Key`. The key is claimed
 * first: a concurrent retry blocks on the claim until the first attempt commits and then answers its
 * stored result; if the first attempt failed, its claim rolled back with it and the retry does the work.
 */
export async function runOnce<T>(
  db: Database,
  schoolId: string,
  key: string | undefined,
  operation: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (key === undefined) return work(tx);
    const claimed = await tx
      .insert(idempotentRequest)
      .values({ schoolId, key, operation })
      .onConflictDoNothing()
      .returning({ key: idempotentRequest.key });
    const where = and(eq(idempotentRequest.schoolId, schoolId), eq(idempotentRequest.key, key));
    if (claimed.length === 0) {
      const [previous] = await tx.select().from(idempotentRequest).where(where);
      if (!previous || previous.operation !== operation)
        throw new ConflictError("This Idempotency-Key was used for another request");
      return previous.response as T;
    }
    const result = await work(tx);
    await tx.update(idempotentRequest).set({ response: result }).where(where);
    return result;
  });
}
