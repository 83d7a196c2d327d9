import { sql } from "drizzle-orm";
import type { DaySummary } from "../../../shared/api/day-summary";
import { paiseToRupees } from "../../../shared/money";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { readDayBookTotals, type DayBookKindCount } from "./read-day-book-totals";

type Row = { count: number; paise: string | null };

/** A day in India as a range of instants (its midnight to the next), so the timestamp indexes serve it. */
function indiaDay(column: string, date: string) {
  const at = sql.raw(column);
  return sql`${at} >= ${date}::date::timestamp at time zone 'Asia/Kolkata'
    and ${at} < (${date}::date + 1)::timestamp at time zone 'Asia/Kolkata'`;
}

/**
 * The owner's summary of one day. Money collected, cancelled and refunded comes from the day book
 * itself (one definition of what counts, and the figures match the day book the card links to);
 * concessions, waived fines and receipt edits are counted here from their own rows.
 */
export async function getDaySummary(db: Database, schoolId: string, date = todayInIndia()): Promise<DaySummary> {
  const [book, [concessions], [waived], [edits]] = await Promise.all([
    readDayBookTotals(db, schoolId, { from: date, to: date }, {}),
    // Fine rows waived are removed, never written as a concession: "waiver" rows, if any, are not counted twice.
    selectRows<Row>(
      db,
      sql`select count(*)::int as count, sum(concession_paise)::text as paise
            from fee_transaction
           where school_id = ${schoolId} and type = 'debit' and transaction_date = ${date}
             and concession_paise > 0 and concession_category is distinct from 'waiver'`,
    ),
    selectRows<Row>(
      db,
      sql`select count(*)::int as count, sum(amount_paise)::text as paise
            from late_fine_waiver where school_id = ${schoolId} and ${indiaDay("waived_at", date)}`,
    ),
    selectRows<Row>(
      db,
      sql`select count(*)::int as count, null as paise
            from activity_log
           where school_id = ${schoolId} and ${indiaDay("at", date)}
             and summary = '@transactionUpdated' and params->>'type' = 'credit'`,
    ),
  ]);
  const { byMode, net } = book.totals;
  return {
    date,
    collected: { ...byMode, total: net },
    cancellations: countOf(book.byKind.cancellation),
    refunds: countOf(book.byKind.refund),
    concessions: { count: concessions!.count, amount: paiseToRupees(BigInt(concessions!.paise ?? 0)) },
    finesWaived: { count: waived!.count, amount: paiseToRupees(BigInt(waived!.paise ?? 0)) },
    edits: { count: edits!.count },
  };
}

/** How many entries of a kind, and their amount as a positive figure. */
function countOf(kind: DayBookKindCount) {
  return { count: kind.count, amount: paiseToRupees(-kind.paise) };
}
