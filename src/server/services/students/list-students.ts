import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import { ledger } from "../../db/schema";
import { NotFoundError } from "../errors";
import { studentWireColumns } from "./student-wire-json";

export interface StudentPageRequest {
  page: number;
  limit: number;
  search?: string;
}

export interface StudentPageResult {
  /** The page's Student objects as a JSON array, ready to send. */
  studentsJson: string;
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

/** `%` and `_` typed by a user are letters to find, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The one statement behind a page, read from the caller's ledger row (no row: not their ledger): the
 * count of its (searched) students and the page in roll-number order as a JSON array. Prepared, as
 * planning it costs about as much as running it.
 */
function studentPageStatement(db: Database, searching: boolean) {
  const l = alias(ledger, "l");
  const students = sql`s.school_id = l.school_id and s.ledger_id = l.id${
    searching ? sql` and (s.name ilike ${sql.placeholder("pattern")} or s.roll_number ilike ${sql.placeholder("pattern")})` : sql``
  }`;
  return db
    .select({
      // Unsearched, the ledger's own counter (kept by a trigger) is the count.
      totalCount: searching ? sql<number>`(select count(*)::int from student s where ${students})` : l.studentCount,
      studentsJson: sql<string>`(select coalesce(json_agg(p), '[]')::text from (
        select ${studentWireColumns} from student s where ${students}
        order by s.roll_sort_key, s.name, s.id
        limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}) p)`,
    })
    .from(l)
    .where(and(eq(l.schoolId, sql.placeholder("schoolId")), eq(l.id, sql.placeholder("ledgerId"))))
    .prepare(searching ? "student_page_search" : "student_page");
}

type StudentPageStatement = ReturnType<typeof studentPageStatement>;
const preparedFor = new WeakMap<Database, { plain: StudentPageStatement; searching: StudentPageStatement }>();

/** The page statements of one database, prepared once. */
export function studentPageStatements(db: Database) {
  let statements = preparedFor.get(db);
  if (!statements) {
    statements = { plain: studentPageStatement(db, false), searching: studentPageStatement(db, true) };
    preparedFor.set(db, statements);
  }
  return statements;
}

/** The values for a page statement; exported so the benchmark can run the same statement bare. */
export function studentPageValues(schoolId: string, ledgerId: string, request: StudentPageRequest) {
  return {
    schoolId,
    ledgerId,
    limit: request.limit,
    offset: (request.page - 1) * request.limit,
    ...(request.search ? { pattern: containsPattern(request.search) } : {}),
  };
}

/** One page of a ledger's students in roll-number order, optionally filtered by name or roll number. */
export async function listStudents(db: Database, schoolId: string, ledgerId: string, request: StudentPageRequest): Promise<StudentPageResult> {
  const statements = studentPageStatements(db);
  const statement = request.search ? statements.searching : statements.plain;
  const [row] = await statement.execute(studentPageValues(schoolId, ledgerId, request));
  if (!row) throw new NotFoundError("Ledger");
  const totalCount = Number(row.totalCount);
  return {
    studentsJson: row.studentsJson,
    currentPage: request.page,
    totalPages: Math.max(1, Math.ceil(totalCount / request.limit)),
    totalCount,
  };
}
