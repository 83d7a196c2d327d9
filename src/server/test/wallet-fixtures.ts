import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { selectRows } from "../db/select-rows";

/** Puts a school's wallet in a known state, bypassing the ledger (tests of spending start from here). */
export async function setWallet(db: Database, schoolId: string, state: { coins: number; premiumUntil: Date | null }) {
  await db.execute(
    sql`update wallet set coins = ${state.coins}, premium_until = ${state.premiumUntil?.toISOString() ?? null} where school_id = ${schoolId}`,
  );
}

/** The balance and the sum of its entries, which must always agree. */
export async function balanceAndEntrySum(db: Database, schoolId: string) {
  const [row] = await selectRows<{ coins: number; sum: string }>(
    db,
    sql`select w.coins, coalesce((select sum(e.coins) from wallet_entry e where e.school_id = w.school_id), 0)::text as sum from wallet w where w.school_id = ${schoolId}`,
  );
  return { coins: row!.coins, sum: Number(row!.sum) };
}
