import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Student } from "../../../shared/api/student";
import type { Database } from "../../db/database";
import { student } from "../../db/schema";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { studentWithTransactionCount } from "./student-columns";
import { toStudentWire } from "./to-student-wire";

export interface StudentPageRequest {
  page: number;
  limit: number;
  search?: string;
}

export interface StudentPageResult {
  students: Student[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

/** `%` and `_` typed by a user are letters to find, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of a ledger's students in roll-number order, optionally filtered by name or roll number. */
export async function listStudents(db: Database, schoolId: string, ledgerId: string, request: StudentPageRequest): Promise<StudentPageResult> {
  const conditions: SQL[] = [eq(student.schoolId, schoolId), eq(student.ledgerId, ledgerId)];
  if (request.search) {
    const pattern = containsPattern(request.search);
    conditions.push(or(ilike(student.name, pattern), ilike(student.rollNumber, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(studentWithTransactionCount)
      .from(student)
      .where(where)
      .orderBy(asc(student.rollSortKey), asc(student.name), asc(student.id))
      .limit(request.limit)
      .offset((request.page - 1) * request.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(student).where(where),
  ]);
  const totalCount = Number(total);
  // Rows carry their ledger's school (composite key), so any row proves ownership; only an empty
  // result needs the extra check that tells an empty ledger from someone else's.
  if (totalCount === 0) await requireOwnLedger(db, schoolId, ledgerId);
  return {
    students: rows.map(({ transactionCount, ...row }) => toStudentWire(row, Number(transactionCount))),
    currentPage: request.page,
    totalPages: Math.max(1, Math.ceil(totalCount / request.limit)),
    totalCount,
  };
}
