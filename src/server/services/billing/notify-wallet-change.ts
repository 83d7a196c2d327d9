import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";

export const WALLET_CHANNEL = "wallet_changed";

/** Queued inside the change's transaction, so listeners hear of it only once it has committed. */
export async function notifyWalletChange(tx: Transaction, schoolId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${WALLET_CHANNEL}, ${schoolId})`);
}
