import { sql, type SQL } from "drizzle-orm";
import { countedEntrySql } from "../dues/counted-entry-sql";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { addDays, SLIP_SERIAL_DIGITS, slipNumberPrefix } from "../../../shared/rules/slip-maths";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { NotFoundError } from "../errors";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { requireOwnSchool } from "../school/require-own-school";

export type SlipScope =
  { kind: "school" } | { kind: "ledger"; ledgerId: string } | { kind: "student"; studentId: string };

/**
 * The line's name: the head's, but a charge of head Other (every charge written before heads, and
 * one written without a head) is better named by what the director typed ("Tuition, April").
 */
const headOrDescription = (column: string) =>
  sql.raw(`case when (h.code = 'other' or h.id is null) and btrim(t.description) <> '' then t.description
    else coalesce(${column}, '') end`);

/**
 * A student's (aliased `s`) outstanding charges and the money received that settled none of them,
 * through the (school, student, date) index and the allocations' (school, charge) index: one small
 * aggregate per student is cheaper than grouping the whole school's transactions (which spilled a
 * 48,000-row sort to disk). A charge's outstanding is its net amount less what payments settled
 * (the statement's arithmetic); a cancelled payment's allocations are released, so it settles
 * nothing. "Received" is what makes the slip's total the student's balance: payments less what of
 * the charges is no longer listed (their settled parts), i.e. money paid in advance.
 */
const studentDuesAndReceived = sql`select
    json_agg(json_build_object(
        'particular', t.description,
        'amount', (t.amount_paise - a.settled)::float8 / 100,
        'feeHeadName', ${headOrDescription("h.name")},
        'feeHeadNameHi', ${headOrDescription("h.name_hi")},
        'period', t.period,
        'grossAmount', (t.amount_paise + t.concession_paise)::float8 / 100,
        'concessionAmount', t.concession_paise::float8 / 100,
        'concessionCategory', t.concession_category)
      order by coalesce(t.due_date, t.transaction_date), t.transaction_date, t.created_at, t.id)
      filter (where t.type = 'debit' and t.amount_paise > a.settled) as fees,
    (coalesce(sum(t.amount_paise) filter (where t.type = 'credit'), 0)
      - coalesce(sum(t.amount_paise) filter (where t.type = 'debit' and t.amount_paise <= a.settled), 0)
      - coalesce(sum(a.settled) filter (where t.type = 'debit' and t.amount_paise > a.settled), 0))::float8 / 100 as received
  from fee_transaction t
  left join fee_head h on h.school_id = t.school_id and h.id = t.fee_head_id
  cross join lateral (
    select coalesce(sum(pa.amount_paise), 0) as settled from payment_allocation pa
      where t.type = 'debit' and pa.school_id = t.school_id and pa.charge_id = t.id) a
  where t.school_id = s.school_id and t.student_id = s.id and ${countedEntrySql("t")}`;

/**
 * Slip records for a student, a ledger or the whole school as the API's JSON array (`DemandSlip[]`),
 * rendered by PostgreSQL in ONE statement, ordered by ledger and roll number. Parsing 2,000 rows into
 * objects, mapping them and serialising 1.7 MB again was a third of the whole-school call.
 * Amounts are paise as float8 / 100: the same double as `paiseToRupees`, printed in the same
 * shortest form as JavaScript's JSON. The slip number is the day's prefix plus the padded serial,
 * as `slipNumber` writes it.
 */
export async function listDemandSlips(
  db: Database,
  schoolId: string,
  scope: SlipScope,
  today = todayInIndia(),
): Promise<string> {
  const school = await requireOwnSchool(db, schoolId);
  const [row] = await selectRows<{ slips: string | null }>(db, demandSlipsStatement(school, scope, today));
  if (row?.slips) return row.slips;
  // Nothing found: an empty ledger is a valid empty answer; a foreign or missing id is a 404.
  if (scope.kind === "ledger") await requireOwnLedger(db, school.id, scope.ledgerId);
  if (scope.kind === "student") throw new NotFoundError("Student");
  return "[]";
}

/** The statement behind `listDemandSlips` (one row, `slips`: the JSON array or null); exported for the benchmark's bare pool. */
export function demandSlipsStatement(
  school: { id: string; slipDueDays: number },
  scope: SlipScope,
  today: string,
): SQL {
  const scopeFilter =
    scope.kind === "ledger"
      ? sql`and s.ledger_id = ${scope.ledgerId}`
      : scope.kind === "student"
        ? sql`and s.id = ${scope.studentId}`
        : sql``;
  // The order is the aggregate's own: PostgreSQL promises json_agg nothing about a subquery's order.
  return sql`
    select json_agg(slip order by l.created_at, l.id, s.roll_sort_key, s.name, s.id)::text as slips
      from student s
      join ledger l on l.school_id = s.school_id and l.id = s.ledger_id
      cross join lateral (${studentDuesAndReceived}) f
      cross join lateral (
        select ${slipNumberPrefix(today)}::text || lpad(s.serial::text, greatest(${SLIP_SERIAL_DIGITS}::int, length(s.serial::text)), '0') as "slipNo",
          ${today}::text as "date",
          ${addDays(today, school.slipDueDays)}::text as "dueDate",
          s.id as "studentId",
          s.name as "studentName",
          s.father_name as "fatherName",
          s.roll_number as "rollNumber",
          l.class_name as "className",
          l.name as "ledgerName",
          l.session_year as "sessionYear",
          coalesce(f.fees, '[]') as "feesDetails",
          f.received as "totalMoneyReceive") slip
      where s.school_id = ${school.id} ${scopeFilter}`;
}
