import { sql } from "drizzle-orm";
import type { DayBookEntry, DayBookFilters } from "../../../shared/api/day-book";
import { paiseToRupees } from "../../../shared/money";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { encodeDayBookCursor, type DayBookCursor } from "./day-book-cursor";
import { dayBookMovesSql } from "./day-book-moves-sql";

type EntryRow = {
  id: string;
  kind: DayBookEntry["kind"];
  at: Date | string;
  at_key: string;
  day: string;
  number: string | null;
  student_id: string;
  student_name: string;
  ledger_name: string;
  amount: string;
  payment_mode: DayBookEntry["paymentMode"];
  user_id: string | null;
  by_name: string | null;
  heads: string[] | null;
};

/**
 * The entries of the range in time order (then number, kind and id, so the order is total and a
 * page ends at one exact place), `limit` of them after `after`, or all with no limit (the .xlsx).
 * Only the page's rows are joined to names and heads: a month of 20,000 receipts sorts its keys,
 * not 20,000 joined rows.
 */
export async function readDayBookEntries(
  db: Database,
  schoolId: string,
  range: { from: string; to: string },
  filters: DayBookFilters,
  page: { after?: DayBookCursor; limit?: number },
): Promise<{ entries: DayBookEntry[]; nextCursor: string | null }> {
  const after =
    page.after === undefined
      ? sql`true`
      : sql`(f.at, coalesce(f.number, ''), f.kind, f.id) >
            (${page.after.at}::timestamptz, ${page.after.number}, ${page.after.kind}, ${page.after.id}::uuid)`;
  // One more than asked says whether a next page exists.
  const limit = page.limit === undefined ? sql`` : sql`limit ${page.limit + 1}`;
  const rows = await selectRows<EntryRow>(
    db,
    sql`${dayBookMovesSql(schoolId, range.from, range.to, filters)},
      page as (
        select * from f where ${after}
         order by f.at, coalesce(f.number, ''), f.kind, f.id ${limit}
      )
      select p.id, p.kind, p.at, to_char(p.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key,
             p.day::text as day, p.number, p.student_id, s.name as student_name, l.name as ledger_name,
             p.amount::text as amount, p.payment_mode, p.user_id, u.name as by_name,
             case when p.kind = 'receipt' then
               (select array_agg(distinct fh.name order by fh.name)
                  from payment_allocation a
                  join fee_head fh on fh.school_id = a.school_id and fh.id = a.fee_head_id
                 where a.school_id = ${schoolId} and a.payment_id = p.id)
             end as heads
        from page p
        join student s on s.school_id = ${schoolId} and s.id = p.student_id
        join ledger l on l.school_id = ${schoolId} and l.id = s.ledger_id
        left join "user" u on u.id = p.user_id
       order by p.at, coalesce(p.number, ''), p.kind, p.id`,
  );
  const more = page.limit !== undefined && rows.length > page.limit;
  const kept = more ? rows.slice(0, page.limit) : rows;
  const last = kept.at(-1);
  return {
    entries: kept.map((r) => ({
      id: r.id,
      kind: r.kind,
      at: new Date(r.at).toISOString(),
      date: r.day,
      number: r.number,
      studentId: r.student_id,
      studentName: r.student_name,
      ledgerName: r.ledger_name,
      amount: paiseToRupees(BigInt(r.amount)),
      paymentMode: r.payment_mode,
      userId: r.user_id,
      byName: r.by_name ?? "—",
      heads: r.heads ?? [],
    })),
    nextCursor:
      more && last
        ? encodeDayBookCursor({ at: last.at_key, number: last.number ?? "", kind: last.kind, id: last.id })
        : null,
  };
}
