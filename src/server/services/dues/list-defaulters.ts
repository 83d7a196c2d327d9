import { sql } from "drizzle-orm";
import { countedEntrySql } from "./counted-entry-sql";
import { DEFAULTERS_PAGE_SIZE, type Defaulter } from "../../../shared/api/dues";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { carriedEntrySql } from "./carried-entry-sql";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { containsPattern } from "../students/like-patterns";
import { todayInIndia } from "../../../shared/rules/calendar-date";

export interface DefaultersFilter {
  ledgerId?: string;
  /** Only students of this session's ledgers ("2025-26"). */
  session?: string;
  /** Part of the student's name. */
  search?: string;
  /** Rupees; only students owing at least this much. */
  min?: number;
  /** 1-based; absent means every defaulter (the CSV). */
  page?: number;
}

type DefaulterRow = {
  id: string;
  name: string;
  ledger_name: string;
  phone_number: string;
  outstanding: string;
  last_payment: string | null;
  last_reminded: Date | string | null;
  total: number;
};

/**
 * Students who owe something, largest balance first, in one statement (with the total for paging).
 * A balance carried between sessions is not a payment: it is no "last payment" (decision 0042).
 * Families with a promised date still to come are left out (issue 29).
 */
export async function listDefaulters(
  db: Database,
  schoolId: string,
  filter: DefaultersFilter,
): Promise<{ data: Defaulter[]; currentPage: number; totalPages: number }> {
  if (filter.ledgerId) await requireOwnLedger(db, schoolId, filter.ledgerId);
  const minPaise = filter.min === undefined ? 1n : rupeesToPaise(Math.max(filter.min, 0.01));
  const page = filter.page;
  const paging =
    page === undefined ? sql`` : sql`limit ${DEFAULTERS_PAGE_SIZE} offset ${(page - 1) * DEFAULTERS_PAGE_SIZE}`;
  const rows = await selectRows<DefaulterRow>(
    db,
    sql`
      with per_student as (
        select s.id, s.name, s.phone_number, s.ledger_id,
               coalesce(sum(t.amount_paise) filter (where t.type = 'debit'), 0)
                 - coalesce(sum(t.amount_paise) filter (where t.type = 'credit'), 0) as outstanding,
               max(t.transaction_date) filter (where t.type = 'credit' and not ${carriedEntrySql("t")}) as last_payment
        from student s
        left join fee_transaction t on t.school_id = s.school_id and t.student_id = s.id and ${countedEntrySql("t")}
        where s.school_id = ${schoolId} ${filter.ledgerId ? sql`and s.ledger_id = ${filter.ledgerId}` : sql``}
          ${filter.search ? sql`and s.name ilike ${containsPattern(filter.search)}` : sql``}
          ${
            filter.session
              ? sql`and s.ledger_id in (select id from ledger where school_id = ${schoolId} and session_year = ${filter.session})`
              : sql``
          }
          -- A family that promised a date is left out until that date has passed.
          and not exists (select 1 from family f where f.school_id = s.school_id and f.phone = s.phone_number
                            and f.promise_date >= ${todayInIndia()}::date)
        group by s.id
      ),
      owing as (
        select *, count(*) over ()::int as total
        from per_student
        where outstanding >= ${minPaise.toString()}::bigint
        order by outstanding desc, name, id
        ${paging}
      )
      select o.id, o.name, o.phone_number, o.outstanding::text as outstanding, o.last_payment::text as last_payment, o.total,
             l.name as ledger_name,
             (select max(r.created_at) from fee_reminder r where r.school_id = ${schoolId} and r.student_id = o.id) as last_reminded
      from owing o
      join ledger l on l.school_id = ${schoolId} and l.id = o.ledger_id
      order by o.outstanding desc, o.name, o.id`,
  );
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map((row) => ({
      studentId: row.id,
      name: row.name,
      ledgerName: row.ledger_name,
      phoneNumber: row.phone_number,
      outstanding: paiseToRupees(BigInt(row.outstanding)),
      lastPaymentDate: row.last_payment,
      lastRemindedAt: row.last_reminded === null ? null : new Date(row.last_reminded).toISOString(),
    })),
    currentPage: page ?? 1,
    totalPages: Math.max(1, Math.ceil(total / DEFAULTERS_PAGE_SIZE)),
  };
}
