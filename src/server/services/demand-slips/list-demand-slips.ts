import { sql } from "drizzle-orm";
import type { DemandSlip } from "../../../shared/api/demand-slip";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { addDays, slipNumber } from "../../../shared/rules/slip-maths";
import { paiseToRupees } from "../../../shared/money";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { NotFoundError } from "../errors";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { requireOwnSchool } from "../school/require-own-school";

export type SlipScope = { kind: "school" } | { kind: "ledger"; ledgerId: string } | { kind: "student"; studentId: string };

interface SlipRow extends Record<string, unknown> {
  student_id: string;
  serial: number;
  name: string;
  father_name: string;
  roll_number: string;
  ledger_name: string;
  class_name: string;
  session_year: string;
  fees: { particular: string; paise: string }[];
  received_paise: string;
  slip_due_days: number;
}

/**
 * Slip records for a student, a ledger or the whole school in ONE aggregate query (not one per
 * student): each student's Dues as fee lines and the sum of Received, ordered by ledger and roll number.
 */
export async function listDemandSlips(db: Database, schoolId: string, scope: SlipScope, today = todayInIndia()): Promise<DemandSlip[]> {
  const school = await requireOwnSchool(db, schoolId);
  const scopeFilter =
    scope.kind === "ledger" ? sql`and s.ledger_id = ${scope.ledgerId}` : scope.kind === "student" ? sql`and s.id = ${scope.studentId}` : sql``;
  const rows = await selectRows<SlipRow>(db, sql`
    select s.id as student_id, s.serial, s.name, s.father_name, s.roll_number,
      l.name as ledger_name, l.class_name, l.session_year,
      coalesce(
        json_agg(json_build_object('particular', t.description, 'paise', t.amount_paise::text)
          order by t.transaction_date, t.created_at) filter (where t.type = 'debit'),
        '[]'::json) as fees,
      coalesce(sum(t.amount_paise) filter (where t.type = 'credit'), 0)::text as received_paise
    from student s
    join ledger l on l.school_id = s.school_id and l.id = s.ledger_id
    left join fee_transaction t on t.school_id = s.school_id and t.student_id = s.id
    where s.school_id = ${school.id} ${scopeFilter}
    group by s.id, l.id
    order by l.created_at, l.id, s.roll_sort_key, s.name, s.id`);
  if (rows.length === 0) {
    // Nothing found: an empty ledger is a valid empty answer; a foreign or missing id is a 404.
    if (scope.kind === "ledger") await requireOwnLedger(db, school.id, scope.ledgerId);
    if (scope.kind === "student") throw new NotFoundError("Student");
  }
  const dueDate = addDays(today, school.slipDueDays);
  return rows.map((row) => ({
    slipNo: slipNumber(today, row.serial),
    date: today,
    dueDate,
    studentId: row.student_id,
    studentName: row.name,
    fatherName: row.father_name,
    rollNumber: row.roll_number,
    className: row.class_name,
    ledgerName: row.ledger_name,
    sessionYear: row.session_year,
    feesDetails: row.fees.map((fee) => ({ particular: fee.particular, amount: paiseToRupees(BigInt(fee.paise)) })),
    totalMoneyReceive: paiseToRupees(BigInt(row.received_paise)),
  }));
}
