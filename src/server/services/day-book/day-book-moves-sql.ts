import { sql } from "drizzle-orm";
import type { DayBookFilters } from "../../../shared/api/day-book";
import { carriedEntrySql } from "../dues/carried-entry-sql";

/**
 * `with m as (…), f as (…)`: the day book's money moves of the school between `from` and `to`, each
 * as (id, kind, at, day, number, student_id, signed paise, payment_mode, user_id, head), and `f` the
 * ones the filters keep. No joins: the entries join names for their page alone and the totals need
 * none, so a month of 20,000 receipts is read from the day-book indexes and nothing else.
 */
export function dayBookMovesSql(schoolId: string, from: string, to: string, filters: DayBookFilters) {
  const carried = carriedEntrySql("t");
  // A cancellation counts on the day it was cancelled (in India), not on its receipt's date. Said as
  // a range of instants (India's midnights), so the cancellations index finds them.
  const cancelDay = sql`(t.cancelled_at at time zone 'Asia/Kolkata')::date`;
  const cancelledInRange = sql`t.cancelled_at >= ${from}::date::timestamp at time zone 'Asia/Kolkata'
         and t.cancelled_at < (${to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`;
  const mode =
    filters.mode === undefined
      ? sql`true`
      : filters.mode === "none"
        ? sql`m.payment_mode is null`
        : sql`m.payment_mode = ${filters.mode}`;
  const ledger =
    filters.ledgerId === undefined
      ? sql`true`
      : sql`m.student_id in (select s.id from student s where s.school_id = ${schoolId} and s.ledger_id = ${filters.ledgerId})`;
  // A refund's head is its own (the Dues row it is); a receipt's heads are its allocations'.
  return sql`
    with m as (
      select t.id, 'receipt' as kind, t.created_at as at, t.transaction_date as day, t.receipt_no as number,
             t.student_id, t.amount_paise as amount, t.payment_mode, t.created_by as user_id, null::uuid as head
        from fee_transaction t
       where t.school_id = ${schoolId} and t.type = 'credit' and not ${carried}
         and t.transaction_date between ${from} and ${to}
      union all
      select t.id, 'cancellation', t.cancelled_at, ${cancelDay}, t.receipt_no,
             t.student_id, -t.amount_paise, t.payment_mode, t.cancelled_by, null
        from fee_transaction t
       where t.school_id = ${schoolId} and t.type = 'credit' and t.cancelled_at is not null and not ${carried}
         and ${cancelledInRange}
      union all
      select t.id, 'refund', t.created_at, t.transaction_date, t.refund_no,
             t.student_id, -t.amount_paise, t.payment_mode, t.created_by, t.fee_head_id
        from fee_transaction t
       where t.school_id = ${schoolId} and t.type = 'debit' and t.refund_no is not null
         and t.transaction_date between ${from} and ${to}
    ),
    f as (
      select m.* from m
       where ${mode}
         and ${filters.kind === undefined ? sql`true` : sql`m.kind = ${filters.kind}`}
         and ${ledger}
         and ${filters.userId === undefined ? sql`true` : sql`m.user_id = ${filters.userId}`}
    )`;
}
