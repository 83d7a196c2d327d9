import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";

export interface LedgerSession {
  session: string;
  /** Whether any ledger of the session has a student (an empty new session is not the default). */
  hasStudents: boolean;
}

/** The session years the school has ledgers in, newest first ("2026-27" sorts after "2025-26"). */
export async function listLedgerSessions(db: Database, schoolId: string): Promise<LedgerSession[]> {
  const rows = await selectRows<{ session: string; has_students: boolean }>(
    db,
    sql`
      select l.session_year as session,
             bool_or(exists (select 1 from student s where s.school_id = l.school_id and s.ledger_id = l.id)) as has_students
      from ledger l
      where l.school_id = ${schoolId}
      group by l.session_year
      order by l.session_year desc`,
  );
  return rows.map((row) => ({ session: row.session, hasStudents: row.has_students }));
}
