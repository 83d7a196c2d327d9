import { sql } from "drizzle-orm";
import type { DayBook, DayBookEntry, DayBookFilters } from "../../../shared/api/day-book";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { dayBookMovesSql } from "./day-book-moves-sql";
import { dayBookTotals, type HeadPaise } from "./day-book-totals";

type GroupRow = {
  kind: DayBookEntry["kind"];
  payment_mode: DayBookEntry["paymentMode"];
  user_id: string | null;
  by_name: string | null;
  head: string | null;
  count: number;
  amount: string;
};
type HeadRow = { id: string; name: string; amount: string | null };

export interface DayBookKindCount {
  count: number;
  /** Signed paise (negative for cancellations and refunds). */
  paise: bigint;
}

/**
 * The whole range's totals, whatever page of entries is shown, summed by PostgreSQL: the moves
 * grouped by kind, mode, person (and a refund's head), and what the receipts settled grouped by the
 * head their allocations carry (migration 0020) — no charge looked up, no entry sent to Node.
 */
export async function readDayBookTotals(
  db: Database,
  schoolId: string,
  range: { from: string; to: string },
  filters: DayBookFilters,
): Promise<{ totals: DayBook["totals"]; total: number; byKind: Record<DayBookEntry["kind"], DayBookKindCount> }> {
  const moves = dayBookMovesSql(schoolId, range.from, range.to, filters);
  const [groups, heads] = await Promise.all([
    selectRows<GroupRow>(
      db,
      // People in the order they first appear in the book, as the entries list them.
      sql`${moves},
        g as (
          select f.kind, f.payment_mode, f.user_id, f.head, count(*)::int as count, sum(f.amount) as amount,
                 min(f.at) as first
            from f group by f.kind, f.payment_mode, f.user_id, f.head
        )
        select g.kind, g.payment_mode, g.user_id, u.name as by_name, g.head, g.count, g.amount::text as amount
          from g left join "user" u on u.id = g.user_id
         order by min(g.first) over (partition by g.user_id), g.user_id`,
    ),
    // Every head of the school with what the receipts settled under it (null: nothing), so the
    // refunds' heads are named from the same answer.
    selectRows<HeadRow>(
      db,
      sql`${moves},
        settled as (
          select a.fee_head_id, sum(a.amount_paise) as amount
            from f join payment_allocation a on a.school_id = ${schoolId} and a.payment_id = f.id
           where f.kind = 'receipt'
           group by a.fee_head_id
        )
        select fh.id, fh.name, s.amount::text as amount
          from fee_head fh left join settled s on s.fee_head_id = fh.id
         where fh.school_id = ${schoolId}`,
    ),
  ]);
  const paiseByHead = new Map<string, bigint>();
  for (const row of heads) if (row.amount !== null) paiseByHead.set(row.id, BigInt(row.amount));
  for (const row of groups)
    if (row.kind === "refund" && row.head !== null)
      paiseByHead.set(row.head, (paiseByHead.get(row.head) ?? 0n) + BigInt(row.amount));
  const nameOf = new Map(heads.map((row) => [row.id, row.name]));
  const byHead: HeadPaise[] = [...paiseByHead].map(([feeHeadId, paise]) => ({
    feeHeadId,
    name: nameOf.get(feeHeadId) ?? "",
    paise,
  }));
  const byKind = {
    receipt: { count: 0, paise: 0n },
    cancellation: { count: 0, paise: 0n },
    refund: { count: 0, paise: 0n },
  };
  for (const row of groups) {
    byKind[row.kind].count += row.count;
    byKind[row.kind].paise += BigInt(row.amount);
  }
  const total = byKind.receipt.count + byKind.cancellation.count + byKind.refund.count;
  return { totals: dayBookTotals(groups, byHead), total, byKind };
}
