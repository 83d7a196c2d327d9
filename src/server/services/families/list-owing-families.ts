import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { countedEntrySql } from "../dues/counted-entry-sql";

export interface FamilyChild {
  studentId: string;
  name: string;
  fatherName: string;
  ledgerName: string;
  /** What this child owes; > 0. */
  outstandingPaise: bigint;
}

export interface OwingFamily {
  phone: string;
  /** The family's owing children, oldest record first (the order a split fills them in). */
  children: FamilyChild[];
  totalPaise: bigint;
}

/** The defaulters list's filter: a family is in when one of its owing children matches it. */
export interface FamilyFilter {
  ledgerId?: string;
  session?: string;
  search?: string;
  /** Rupees; a child owing less does not bring the family in. */
  minPaise?: bigint;
  /** Only these phones. */
  phones?: string[];
}

type Row = {
  phone: string;
  id: string;
  name: string;
  father_name: string;
  ledger_name: string;
  ledger_id: string;
  session_year: string;
  outstanding: string;
};

/**
 * Every family (students sharing a guardian phone) with something owing, and each owing child's
 * balance — in one statement over the counted entries, like the defaulters list.
 */
export async function listOwingFamilies(
  db: Database | Transaction,
  schoolId: string,
  filter: FamilyFilter = {},
): Promise<OwingFamily[]> {
  const rows = await selectRows<Row>(
    db,
    sql`
      select s.phone_number as phone, s.id, s.name, s.father_name, s.ledger_id, l.name as ledger_name,
             l.session_year,
             (coalesce(sum(t.amount_paise) filter (where t.type = 'debit'), 0)
               - coalesce(sum(t.amount_paise) filter (where t.type = 'credit'), 0))::text as outstanding
      from student s
      join ledger l on l.school_id = s.school_id and l.id = s.ledger_id
      left join fee_transaction t on t.school_id = s.school_id and t.student_id = s.id and ${countedEntrySql("t")}
      where s.school_id = ${schoolId}
        ${filter.phones ? sql`and s.phone_number in (${sql.join([sql`''`, ...filter.phones.map((p) => sql`${p}`)], sql`, `)})` : sql``}
      group by s.id, l.id
      having coalesce(sum(t.amount_paise) filter (where t.type = 'debit'), 0)
               - coalesce(sum(t.amount_paise) filter (where t.type = 'credit'), 0) > 0
      order by s.phone_number, s.created_at, s.id`,
  );
  const search = filter.search?.toLowerCase();
  const families = new Map<string, OwingFamily & { matches: boolean }>();
  for (const row of rows) {
    const outstandingPaise = BigInt(row.outstanding);
    const entry = families.get(row.phone) ?? { phone: row.phone, children: [], totalPaise: 0n, matches: false };
    entry.children.push({
      studentId: row.id,
      name: row.name,
      fatherName: row.father_name,
      ledgerName: row.ledger_name,
      outstandingPaise,
    });
    entry.totalPaise += outstandingPaise;
    entry.matches ||=
      (!filter.ledgerId || row.ledger_id === filter.ledgerId) &&
      (!filter.session || row.session_year === filter.session) &&
      (!search || row.name.toLowerCase().includes(search)) &&
      outstandingPaise >= (filter.minPaise ?? 1n);
    families.set(row.phone, entry);
  }
  return [...families.values()].filter((f) => f.matches).map(({ matches: _matches, ...f }) => f);
}
