import { sql } from "drizzle-orm";
import type { DayBook, DayBookEntry, DayBookQuery } from "../../../shared/api/day-book";
import { paiseToRupees } from "../../../shared/money";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { NotFoundError } from "../errors";
import { carriedEntrySql } from "../dues/carried-entry-sql";
import { dayBookRange } from "./day-book-range";
import { dayBookTotals, type HeadPaise } from "./day-book-totals";

type EntryRow = {
  id: string;
  kind: DayBookEntry["kind"];
  at: Date | string;
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
type HeadRow = {
  fee_head_id: string | null;
  name: string | null;
  amount: string;
};

/** The day book's money moves of the school, filtered; each as (kind, signed paise, the day it counts on). */
function movesSql(schoolId: string, from: string, to: string, query: DayBookQuery) {
  const carried = carriedEntrySql("t");
  // A cancellation counts on the day it was cancelled (in India), not on its receipt's date. Said as
  // a range of instants (India's midnights), so the cancellations index finds them.
  const cancelDay = sql`(t.cancelled_at at time zone 'Asia/Kolkata')::date`;
  const cancelledInRange = sql`t.cancelled_at >= ${from}::date::timestamp at time zone 'Asia/Kolkata'
         and t.cancelled_at < (${to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`;
  const mode =
    query.mode === undefined
      ? sql`true`
      : query.mode === "none"
        ? sql`m.payment_mode is null`
        : sql`m.payment_mode = ${query.mode}`;
  return sql`
    with m as (
      select t.id, 'receipt' as kind, t.created_at as at, t.transaction_date as day, t.receipt_no as number,
             t.student_id, t.amount_paise as amount, t.payment_mode, t.created_by as user_id
        from fee_transaction t
       where t.school_id = ${schoolId} and t.type = 'credit' and not ${carried}
         and t.transaction_date between ${from} and ${to}
      union all
      select t.id, 'cancellation', t.cancelled_at, ${cancelDay}, t.receipt_no,
             t.student_id, -t.amount_paise, t.payment_mode, t.cancelled_by
        from fee_transaction t
       where t.school_id = ${schoolId} and t.type = 'credit' and t.cancelled_at is not null and not ${carried}
         and ${cancelledInRange}
      union all
      select t.id, 'refund', t.created_at, t.transaction_date, t.refund_no,
             t.student_id, -t.amount_paise, t.payment_mode, t.created_by
        from fee_transaction t
       where t.school_id = ${schoolId} and t.type = 'debit' and t.refund_no is not null
         and t.transaction_date between ${from} and ${to}
    ),
    f as (
      select m.*, s.name as student_name, l.name as ledger_name
        from m
        join student s on s.school_id = ${schoolId} and s.id = m.student_id
        join ledger l on l.school_id = ${schoolId} and l.id = s.ledger_id
       where ${mode}
         and ${query.kind === undefined ? sql`true` : sql`m.kind = ${query.kind}`}
         and ${query.ledgerId === undefined ? sql`true` : sql`s.ledger_id = ${query.ledgerId}`}
         and ${query.userId === undefined ? sql`true` : sql`m.user_id = ${query.userId}`}
    )`;
}

/**
 * The day book: every receipt, cancellation and refund of the days asked, in time order, with
 * totals. net = receipts − cancellations − refunds; a cancelled receipt keeps its own entry (it was
 * taken that day) and its cancellation is a second, negative entry on the day it was cancelled.
 * Totals by head come from payment_allocation (what each receipt settled); the rest of a receipt,
 * and every cancellation, counts under "not settled" (feeHeadId null), a refund under its own head,
 * so the heads add up to the net as the modes and the people do.
 */
export async function getDayBook(db: Database, schoolId: string, query: DayBookQuery): Promise<DayBook> {
  const { from, to } = dayBookRange(query);
  if (query.ledgerId !== undefined) {
    const found = await selectRows(
      db,
      sql`select 1 from ledger where school_id = ${schoolId} and id = ${query.ledgerId}`,
    );
    if (found.length === 0) throw new NotFoundError("Ledger");
  }
  const moves = movesSql(schoolId, from, to, query);
  const [rows, headRows] = await Promise.all([
    selectRows<EntryRow>(
      db,
      // The receipts' heads in one grouped join, not a subquery per entry: 20,000 a month in a big
      // school, and a plan that cheap stays clear of JIT compiling.
      sql`${moves},
        h as (
          select a.payment_id, array_agg(distinct fh.name order by fh.name) as heads
            from f
            join payment_allocation a on a.school_id = ${schoolId} and a.payment_id = f.id
            join fee_transaction c on c.school_id = a.school_id and c.id = a.charge_id
            join fee_head fh on fh.school_id = c.school_id and fh.id = c.fee_head_id
           where f.kind = 'receipt'
           group by a.payment_id
        )
        select f.id, f.kind, f.at, f.day::text as day, f.number, f.student_id, f.student_name, f.ledger_name,
               f.amount::text as amount, f.payment_mode, f.user_id, u.name as by_name, h.heads
          from f
          left join "user" u on u.id = f.user_id
          left join h on f.kind = 'receipt' and h.payment_id = f.id
         order by f.at, f.number`,
    ),
    selectRows<HeadRow>(
      db,
      sql`${moves},
        settled as (
          select c.fee_head_id, sum(a.amount_paise) as amount
            from f
            join payment_allocation a on a.school_id = ${schoolId} and a.payment_id = f.id
            join fee_transaction c on c.school_id = a.school_id and c.id = a.charge_id
           where f.kind = 'receipt'
           group by c.fee_head_id
        ),
        refunded as (
          select r.fee_head_id, -sum(r.amount_paise) as amount
            from f join fee_transaction r on r.school_id = ${schoolId} and r.id = f.id
           where f.kind = 'refund'
           group by r.fee_head_id
        ),
        heads as (select * from settled union all select * from refunded)
        select h.fee_head_id, fh.name, sum(h.amount)::text as amount
          from heads h left join fee_head fh on fh.school_id = ${schoolId} and fh.id = h.fee_head_id
         group by h.fee_head_id, fh.name`,
    ),
  ]);
  const entries: DayBookEntry[] = rows.map((r) => ({
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
  }));
  const heads: HeadPaise[] = headRows.map((h) => ({
    feeHeadId: h.fee_head_id,
    name: h.name ?? "",
    paise: BigInt(h.amount),
  }));
  return { from, to, entries, totals: dayBookTotals(rows, heads) };
}
