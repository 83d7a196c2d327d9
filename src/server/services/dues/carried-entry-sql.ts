import { sql, type SQL } from "drizzle-orm";
import { SYSTEM_TEXT_CODES } from "../../../shared/rules/system-texts";

/**
 * True for a fee_transaction (aliased `alias`) that moves a balance between sessions rather than
 * charging or collecting money (decision 0042): the old ledger's "Carried to …" entry and the new
 * ledger's "Previous balance …" / "Advance from …". They count in balances, never in charged or
 * collected figures.
 */
export function carriedEntrySql(alias: string): SQL {
  const t = sql.raw(alias);
  return sql`(${t}.carried_to_student_id is not null
    or ${t}.description like ${`${SYSTEM_TEXT_CODES.previousBalance}:%`}
    or ${t}.description like ${`${SYSTEM_TEXT_CODES.advanceFrom}:%`})`;
}
