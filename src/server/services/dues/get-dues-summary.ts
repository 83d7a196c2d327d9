import { sql } from "drizzle-orm";
import { countedEntrySql } from "./counted-entry-sql";
import type { DuesSummary } from "../../../shared/api/dues";
import { paiseToRupees } from "../../../shared/money";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { sessionMonths, sessionOfDate } from "../../../shared/rules/receipt-number";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { carriedEntrySql } from "./carried-entry-sql";
import { listLedgerSessions } from "./list-ledger-sessions";

interface LedgerRow {
  id: string;
  name: string;
  charged: string;
  received: string;
  outstanding: string;
  defaulters: number;
}
interface ConcessionRow {
  category: string;
  paise: string;
}
interface MonthRow {
  month: string;
  charged: string;
  received: string;
}

/**
 * The school's totals, per ledger and per month of the session, in one statement. Sums leave the
 * database as text paise so no float touches them before the wire. Balances carried between
 * sessions count in outstanding but are neither charged nor collected (decision 0042).
 */
export async function getDuesSummary(db: Database, schoolId: string, asked?: string): Promise<DuesSummary> {
  const sessions = await listLedgerSessions(db, schoolId);
  const session = asked ?? sessions.find((s) => s.hasStudents)?.session ?? sessionOfDate(todayInIndia());
  const months = sessionMonths(session);
  const carried = carriedEntrySql("t");
  const [row] = await selectRows<{ ledgers: LedgerRow[]; months: MonthRow[]; concessions: ConcessionRow[] }>(
    db,
    sql`
      with per_student as (
        select s.ledger_id,
               coalesce(sum(t.amount_paise) filter (where t.type = 'debit' and not ${carried}), 0) as charged,
               coalesce(sum(t.amount_paise) filter (where t.type = 'credit' and not ${carried}), 0) as received,
               coalesce(sum(case when t.type = 'debit' then t.amount_paise else -t.amount_paise end), 0) as balance
        from student s
        left join fee_transaction t on t.school_id = s.school_id and t.student_id = s.id and ${countedEntrySql("t")}
        where s.school_id = ${schoolId}
          and s.ledger_id in (select id from ledger where school_id = ${schoolId} and session_year = ${session})
        group by s.id, s.ledger_id
      ),
      per_ledger as (
        select l.id, l.name, l.created_at,
               coalesce(sum(b.charged), 0)::text as charged,
               coalesce(sum(b.received), 0)::text as received,
               coalesce(sum(greatest(b.balance, 0)), 0)::text as outstanding,
               count(b.ledger_id) filter (where b.balance > 0)::int as defaulters
        from ledger l
        left join per_student b on b.ledger_id = l.id
        where l.school_id = ${schoolId} and l.session_year = ${session}
        group by l.id
      ),
      per_month as (
        select to_char(t.transaction_date, 'YYYY-MM') as month,
               coalesce(sum(t.amount_paise) filter (where t.type = 'debit'), 0)::text as charged,
               coalesce(sum(t.amount_paise) filter (where t.type = 'credit'), 0)::text as received
        from fee_transaction t
        where t.school_id = ${schoolId} and not ${carried} and ${countedEntrySql("t")} and t.transaction_date >= ${`${months[0]}-01`}::date
          and t.transaction_date < (${`${months[11]}-01`}::date + interval '1 month')
        group by 1
      ),
      -- Concessions given on this session's ledgers' charges (standing ones, one-offs), and the late
      -- fines waived on them, as category "waiver" (a waived fine leaves no row: its amount is kept
      -- on the waiver).
      given as (
        select coalesce(t.concession_category, 'other') as category, t.concession_paise as paise
        from fee_transaction t
        join student s on s.school_id = t.school_id and s.id = t.student_id
        where t.school_id = ${schoolId} and t.type = 'debit' and t.concession_paise > 0
          and s.ledger_id in (select id from ledger where school_id = ${schoolId} and session_year = ${session})
        union all
        select 'waiver', w.amount_paise
        from late_fine_waiver w
        join fee_transaction c on c.school_id = w.school_id and c.id = w.charge_id
        join student s on s.school_id = c.school_id and s.id = c.student_id
        where w.school_id = ${schoolId} and w.amount_paise > 0
          and s.ledger_id in (select id from ledger where school_id = ${schoolId} and session_year = ${session})
      ),
      per_category as (select category, sum(paise)::text as paise from given group by 1)
      select
        (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'charged', charged, 'received', received,
                 'outstanding', outstanding, 'defaulters', defaulters) order by created_at, id), '[]'::json) from per_ledger) as ledgers,
        (select coalesce(json_agg(per_month), '[]'::json) from per_month) as months,
        (select coalesce(json_agg(per_category order by category), '[]'::json) from per_category) as concessions`,
  );
  const ledgers = row!.ledgers.map((l) => ({
    ledgerId: l.id,
    ledgerName: l.name,
    paise: { charged: BigInt(l.charged), received: BigInt(l.received), outstanding: BigInt(l.outstanding) },
    defaulters: l.defaulters,
  }));
  const total = (key: "charged" | "received" | "outstanding") =>
    paiseToRupees(ledgers.reduce((sum, l) => sum + l.paise[key], 0n));
  const byMonth = new Map(row!.months.map((m) => [m.month, m]));
  return {
    session,
    sessions: sessions.map((s) => s.session),
    charged: total("charged"),
    received: total("received"),
    outstanding: total("outstanding"),
    ledgers: ledgers.map(({ paise, ...l }) => ({
      ...l,
      charged: paiseToRupees(paise.charged),
      received: paiseToRupees(paise.received),
      outstanding: paiseToRupees(paise.outstanding),
    })),
    months: months.map((month) => ({
      month,
      charged: paiseToRupees(BigInt(byMonth.get(month)?.charged ?? 0)),
      received: paiseToRupees(BigInt(byMonth.get(month)?.received ?? 0)),
    })),
    concessions: row!.concessions.map((c) => ({ category: c.category, amount: paiseToRupees(BigInt(c.paise)) })),
  };
}
