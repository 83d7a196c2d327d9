import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { countedEntrySql } from "../dues/counted-entry-sql";
import type { Ledger } from "../../../shared/api/ledger";
import { paiseToRupees } from "../../../shared/money";
import type { Database } from "../../db/database";
import { ledger } from "../../db/schema";
import { carriedEntrySql } from "../dues/carried-entry-sql";
import { toLedgerWire } from "./to-ledger-wire";

/**
 * Per student of a ledger: what they still owe (an advance offsets no one else's debt) and what was
 * received, in paise; summed per ledger below, so the whole list's money is one aggregate query.
 * Those owing are the students whose demand slip has a balance (`slipOwesMoney`): the bills buttons
 * say how many slips a click prints without fetching every slip first. A balance carried between
 * sessions is not money collected (decision 0042).
 */
const ledgerMoney = sql`(select coalesce(sum(greatest(m.balance, 0)), 0)::text as outstanding, coalesce(sum(m.received), 0)::text as collected,
    count(*) filter (where m.balance > 0)::int as owing
  from (select sum(case when t.type = 'debit' then t.amount_paise else -t.amount_paise end) as balance,
               sum(case when t.type = 'credit' and not ${carriedEntrySql("t")} then t.amount_paise else 0 end) as received
        from student s join fee_transaction t on t.school_id = s.school_id and t.student_id = s.id and ${countedEntrySql("t")}
        where s.school_id = "ledger"."school_id" and s.ledger_id = "ledger"."id"
        group by s.id) m)`;

/** The school's ledgers, oldest first, each with its money and what a delete would take with it. */
export async function listLedgers(db: Database, schoolId: string, onlyLedgerId?: string): Promise<Ledger[]> {
  // Both counters are kept by triggers (migration 0003); a ledger's transactions are its students'
  // sum, read through the (school, ledger, …) index of each ledger asked for, not the whole school.
  // Written with explicit names: drizzle renders select-field columns unqualified, which would bind
  // to the subquery's own table.
  const rows = await db
    .select({
      ...getTableColumns(ledger),
      transactions: sql<number>`(select coalesce(sum(s.transaction_count), 0)::int from student s where s.school_id = "ledger"."school_id" and s.ledger_id = "ledger"."id")`,
      outstandingPaise: sql<string>`money.outstanding`,
      collectedPaise: sql<string>`money.collected`,
      owingCount: sql<number>`money.owing`,
    })
    .from(ledger)
    .leftJoinLateral(sql`${ledgerMoney} money`, sql`true`)
    .where(and(eq(ledger.schoolId, schoolId), onlyLedgerId ? eq(ledger.id, onlyLedgerId) : undefined))
    .orderBy(asc(ledger.createdAt), asc(ledger.id));
  return rows.map(({ transactions, outstandingPaise, collectedPaise, owingCount, ...row }) =>
    toLedgerWire(row, Number(transactions), {
      outstanding: paiseToRupees(BigInt(outstandingPaise)),
      collected: paiseToRupees(BigInt(collectedPaise)),
      owingCount: Number(owingCount),
    }),
  );
}
