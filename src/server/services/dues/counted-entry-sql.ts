import { sql, type SQL } from "drizzle-orm";

/**
 * True for a fee_transaction (aliased `alias`) that counts in money: everything but a cancelled
 * receipt, which stays (with its number, so the series has no gap) and counts nowhere — not in
 * balances, dues, slips, exports' totals or the dues summary (issue 28).
 */
export function countedEntrySql(alias: string): SQL {
  return sql`${sql.raw(alias)}.cancelled_at is null`;
}
