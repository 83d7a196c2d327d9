import { sql } from "drizzle-orm";
import { countedEntrySql } from "../dues/counted-entry-sql";
import type { Database, Transaction } from "../../db/database";
import { selectRows } from "../../db/select-rows";

export interface StudentBalance {
  id: string;
  ledgerId: string;
  name: string;
  fatherName: string;
  motherName: string;
  dateOfBirth: string;
  rollNumber: string;
  phoneNumber: string;
  address: string;
  /** Sums of Dues and Received, in paise. */
  chargedPaise: bigint;
  receivedPaise: bigint;
}

type BalanceRow = Omit<StudentBalance, "chargedPaise" | "receivedPaise"> & { charged: string; received: string };

/**
 * Students of one ledger (or of the whole school) in roll-number order, each with what was charged
 * and received, summed by the database through the (school, student) index of the transactions.
 */
export async function listStudentBalances(
  db: Database | Transaction,
  schoolId: string,
  ledgerId?: string,
): Promise<StudentBalance[]> {
  const rows = await selectRows<BalanceRow>(
    db,
    sql`select s.id, s.ledger_id as "ledgerId", s.name, s.father_name as "fatherName", s.mother_name as "motherName",
        coalesce(to_char(s.date_of_birth, 'YYYY-MM-DD'), '') as "dateOfBirth", s.roll_number as "rollNumber",
        s.phone_number as "phoneNumber", s.address,
        coalesce(t.charged, 0)::text as charged, coalesce(t.received, 0)::text as received
      from student s
      left join lateral (
        select sum(amount_paise) filter (where type = 'debit') as charged,
          sum(amount_paise) filter (where type = 'credit') as received
        from fee_transaction f where f.school_id = s.school_id and f.student_id = s.id and ${countedEntrySql("f")}
      ) t on true
      where s.school_id = ${schoolId}${ledgerId ? sql` and s.ledger_id = ${ledgerId}` : sql``}
      order by s.ledger_id, s.roll_sort_key, s.name, s.id`,
  );
  return rows.map(({ charged, received, ...row }) => ({
    ...row,
    chargedPaise: BigInt(charged),
    receivedPaise: BigInt(received),
  }));
}
