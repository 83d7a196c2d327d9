import { sql } from "drizzle-orm";
import { FAMILIES_PAGE_SIZE, type FamiliesPage } from "../../../shared/api/family";
import { paiseToRupees } from "../../../shared/money";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { containsPattern } from "../students/like-patterns";
import { studentBalancePaise } from "../students/student-wire-json";

type FamilyRow = {
  phone: string;
  balance: string;
  students: { studentId: string; name: string; ledgerName: string; balance: string }[] | string;
  total: number;
};

/**
 * The school's families — its students grouped by phone number, each child in its current session
 * (a rolled-over student counts as its next-session copy) — largest total balance first, in one
 * statement. Balances are the student list's one rule (studentBalancePaise). `search` finds a
 * family by any child's name or by the phone.
 */
export async function listFamilies(
  db: Database,
  schoolId: string,
  query: { search?: string; page: number },
): Promise<Omit<FamiliesPage, "success">> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const rows = await selectRows<FamilyRow>(
    db,
    sql`
      with child as (
        select s.id, s.name, s.phone_number, l.name as ledger_name, ${studentBalancePaise} as balance
        from student s
        join ledger l on l.school_id = s.school_id and l.id = s.ledger_id
        where s.school_id = ${schoolId}
          and not exists (select 1 from student n where n.school_id = s.school_id and n.rolled_from_student_id = s.id)
      ),
      families as (
        select phone_number as phone, sum(balance) as balance,
               json_agg(json_build_object('studentId', id, 'name', name, 'ledgerName', ledger_name,
                 'balance', balance::text) order by name, id) as students
        from child
        group by phone_number
        ${pattern ? sql`having bool_or(name ilike ${pattern}) or phone_number like ${pattern}` : sql``}
      )
      select phone, balance::text as balance, students, count(*) over ()::int as total
      from families
      order by families.balance desc, phone
      limit ${FAMILIES_PAGE_SIZE} offset ${(query.page - 1) * FAMILIES_PAGE_SIZE}`,
  );
  const totalCount = rows[0]?.total ?? (query.page > 1 ? await countFamilies(db, schoolId, pattern) : 0);
  return {
    data: rows.map((row) => {
      const students =
        typeof row.students === "string" ? (JSON.parse(row.students) as FamilyRow["students"]) : row.students;
      return {
        phone: row.phone,
        students: (students as Exclude<FamilyRow["students"], string>).map((child) => ({
          ...child,
          balance: paiseToRupees(BigInt(child.balance)),
        })),
        balance: paiseToRupees(BigInt(row.balance)),
      };
    }),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(totalCount / FAMILIES_PAGE_SIZE)),
    totalCount,
  };
}

/** A page past the end has no row to carry the count: asked on its own. */
async function countFamilies(db: Database, schoolId: string, pattern: string | null): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (
      select s.phone_number from student s
      where s.school_id = ${schoolId}
        and not exists (select 1 from student n where n.school_id = s.school_id and n.rolled_from_student_id = s.id)
      group by s.phone_number
      ${pattern ? sql`having bool_or(s.name ilike ${pattern}) or s.phone_number like ${pattern}` : sql``}) f`,
  );
  return row?.total ?? 0;
}
