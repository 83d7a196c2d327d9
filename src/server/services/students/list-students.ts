import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import { ledger } from "../../db/schema";
import { NotFoundError } from "../errors";
import { containsPattern } from "./like-patterns";
import { studentBalancePaise, studentWireColumns } from "./student-wire-json";

export interface StudentPageRequest {
  page: number;
  limit: number;
  search?: string;
  filter?: "all" | "owes";
  sort?: "roll" | "name";
}

export interface StudentPageResult {
  /** The page's Student objects as a JSON array, ready to send. */
  studentsJson: string;
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

/** Which of the prepared page statements a request needs. */
function variantOf(request: StudentPageRequest) {
  return { searching: Boolean(request.search), owing: request.filter === "owes", byName: request.sort === "name" };
}
type Variant = ReturnType<typeof variantOf>;

/**
 * The one statement behind a page, read from the caller's ledger row (no row: not their ledger): the
 * count of its (searched, filtered) students and the page in roll-number or name order as a JSON
 * array. Prepared, as planning it costs about as much as running it.
 */
export function studentPageStatement(db: Database, request: StudentPageRequest) {
  const { searching, owing, byName } = variantOf(request);
  const l = alias(ledger, "l");
  const students = sql`s.school_id = l.school_id and s.ledger_id = l.id${
    searching
      ? sql` and (s.name ilike ${sql.placeholder("pattern")} or s.roll_number ilike ${sql.placeholder("pattern")})`
      : sql``
  }${owing ? sql` and ${studentBalancePaise} > 0` : sql``}`;
  const order = byName ? sql`lower(s.name), s.roll_sort_key, s.id` : sql`s.roll_sort_key, s.name, s.id`;
  return db
    .select({
      // Unfiltered, the ledger's own counter (kept by a trigger) is the count.
      totalCount:
        searching || owing ? sql<number>`(select count(*)::int from student s where ${students})` : l.studentCount,
      studentsJson: sql<string>`(select coalesce(json_agg(p), '[]')::text from (
        select ${studentWireColumns} from student s where ${students}
        order by ${order}
        limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}) p)`,
    })
    .from(l)
    .where(and(eq(l.schoolId, sql.placeholder("schoolId")), eq(l.id, sql.placeholder("ledgerId"))))
    .prepare(`student_page${searching ? "_search" : ""}${owing ? "_owing" : ""}${byName ? "_by_name" : ""}`);
}

type StudentPageStatement = ReturnType<typeof studentPageStatement>;
const preparedFor = new WeakMap<Database, Map<string, StudentPageStatement>>();
const variantKey = (variant: Variant) => `${variant.searching}:${variant.owing}:${variant.byName}`;

/** The page statement a request needs, prepared once per database. */
function preparedStatementFor(db: Database, request: StudentPageRequest): StudentPageStatement {
  let statements = preparedFor.get(db);
  if (!statements) preparedFor.set(db, (statements = new Map()));
  const key = variantKey(variantOf(request));
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = studentPageStatement(db, request)));
  return statement;
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

/** One page of a ledger's students in roll-number or name order, optionally searched and only those who owe. */
export async function listStudents(
  db: Database,
  schoolId: string,
  ledgerId: string,
  request: StudentPageRequest,
): Promise<StudentPageResult> {
  const [row] = await preparedStatementFor(db, request).execute(studentPageValues(schoolId, ledgerId, request));
  if (!row) throw new NotFoundError("Ledger");
  const totalCount = Number(row.totalCount);
  return {
    studentsJson: row.studentsJson,
    currentPage: request.page,
    totalPages: Math.max(1, Math.ceil(totalCount / request.limit)),
    totalCount,
  };
}
