import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { settleStudents } from "./settle-students";

/** Students re-settled per transaction: a short lock on each batch, never the whole school at once. */
const STUDENTS_PER_TRANSACTION = 2000;

/**
 * Settles every student whose allocations are not what the writes would have left (decision 0045):
 * rows written before allocations existed (migration 0017), or by anything that bypassed the
 * services. Settled students never have money free and a charge open at once — oldest first would
 * have put the one on the other — so exactly those students are found, in one aggregate read, and
 * re-settled. Run at every start before the first request is answered; on settled data it writes
 * nothing. Returns how many students were settled.
 */
export async function settleUnsettledStudents(db: Database): Promise<number> {
  const list = await selectRows<{ school_id: string; student_id: string }>(
    db,
    sql`
    with allocated_payment as (
      select school_id, payment_id as id, sum(amount_paise) as paise from payment_allocation group by 1, 2
    ), allocated_charge as (
      select school_id, charge_id as id, sum(amount_paise) as paise from payment_allocation group by 1, 2
    )
    select t.school_id, t.student_id
    from fee_transaction t
    left join allocated_payment p on t.type = 'credit' and p.school_id = t.school_id and p.id = t.id
    left join allocated_charge c on t.type = 'debit' and c.school_id = t.school_id and c.id = t.id
    group by t.school_id, t.student_id
    having sum(case when t.type = 'credit' and t.cancelled_at is null then t.amount_paise - coalesce(p.paise, 0) else 0 end) > 0
      and sum(case when t.type = 'debit' then t.amount_paise - coalesce(c.paise, 0) else 0 end) > 0
    order by 1, 2`,
  );
  const bySchool = new Map<string, string[]>();
  for (const row of list) bySchool.set(row.school_id, [...(bySchool.get(row.school_id) ?? []), row.student_id]);
  for (const [schoolId, studentIds] of bySchool) {
    for (let start = 0; start < studentIds.length; start += STUDENTS_PER_TRANSACTION)
      await db.transaction((tx) =>
        settleStudents(tx, schoolId, studentIds.slice(start, start + STUDENTS_PER_TRANSACTION)),
      );
  }
  return list.length;
}
