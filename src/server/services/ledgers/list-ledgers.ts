import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Ledger } from "../../../shared/api/ledger";
import type { Database } from "../../db/database";
import { ledger } from "../../db/schema";
import { toLedgerWire } from "./to-ledger-wire";

/** The school's ledgers, oldest first, each with what a delete would take with it. */
export async function listLedgers(db: Database, schoolId: string, onlyLedgerId?: string): Promise<Ledger[]> {
  // Both counters are kept by triggers (migration 0003); a ledger's transactions are its students'
  // sum, read through the (school, ledger, …) index of each ledger asked for, not the whole school.
  // Written with explicit names: drizzle renders select-field columns unqualified, which would bind
  // to the subquery's own table.
  const rows = await db
    .select({
      ...getTableColumns(ledger),
      transactions: sql<number>`(select coalesce(sum(s.transaction_count), 0)::int from student s where s.school_id = "ledger"."school_id" and s.ledger_id = "ledger"."id")`,
    })
    .from(ledger)
    .where(and(eq(ledger.schoolId, schoolId), onlyLedgerId ? eq(ledger.id, onlyLedgerId) : undefined))
    .orderBy(asc(ledger.createdAt), asc(ledger.id));
  return rows.map(({ transactions, ...row }) => toLedgerWire(row, Number(transactions)));
}
