import { and, asc, count, desc, eq, ilike, like, or, sql } from "drizzle-orm";
import { STUDENT_SEARCH_PAGE_SIZE, type StudentSearchResult } from "../../../shared/api/student-search";
import { normalizePhoneNumber } from "../../../shared/rules/phone-number";
import type { Database } from "../../db/database";
import { ledger, student } from "../../db/schema";
import { containsPattern, startsWithPattern } from "./like-patterns";

export interface StudentSearchRequest {
  /** Already trimmed, 1–100 characters (the route's schema). */
  q: string;
  page: number;
}

export interface StudentSearchResultPage {
  data: StudentSearchResult[];
  currentPage: number;
  totalPages: number;
}

/**
 * Which of the school's students match: a plain ILIKE over the school's rows (bounded by the indexes
 * that lead with school_id). Trigram indexes would need pg_trgm, which PGlite does not load by default;
 * a school's few thousand rows scan in milliseconds. ILIKE ignores Latin case; Devanagari has none.
 */
function matching(schoolId: string, q: string) {
  const pattern = containsPattern(q);
  // "+91 98765-43210" finds the stored 9876543210: a query that is a phone number as typed is also matched as its digits.
  const phone = normalizePhoneNumber(q);
  const phoneDigits =
    /^\d+$/.test(phone) && phone !== q ? like(student.phoneNumber, containsPattern(phone)) : undefined;
  return and(
    eq(student.schoolId, schoolId),
    or(
      ilike(student.name, pattern),
      ilike(student.fatherName, pattern),
      ilike(student.rollNumber, pattern),
      ilike(student.phoneNumber, pattern),
      phoneDigits,
    ),
  );
}

/** One page of the school's students matching `q`; names that start with it first, then A–Z, newest session first. */
export async function searchStudents(
  db: Database,
  schoolId: string,
  { q, page }: StudentSearchRequest,
): Promise<StudentSearchResultPage> {
  const where = matching(schoolId, q);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(student).where(where);
  const totalPages = Math.max(1, Math.ceil(total / STUDENT_SEARCH_PAGE_SIZE));
  if (total <= (page - 1) * STUDENT_SEARCH_PAGE_SIZE) return { data: [], currentPage: page, totalPages };
  const data = await db
    .select({
      _id: student.id,
      name: student.name,
      fatherName: student.fatherName,
      rollNumber: student.rollNumber,
      phoneNumber: student.phoneNumber,
      ledgerId: ledger.id,
      ledgerName: ledger.name,
      sessionYear: ledger.sessionYear,
    })
    .from(student)
    .innerJoin(ledger, and(eq(ledger.schoolId, student.schoolId), eq(ledger.id, student.ledgerId)))
    .where(where)
    .orderBy(
      desc(ilike(student.name, startsWithPattern(q))),
      asc(sql`lower(${student.name})`),
      desc(ledger.sessionYear),
      asc(student.rollSortKey),
      asc(student.id),
    )
    .limit(STUDENT_SEARCH_PAGE_SIZE)
    .offset((page - 1) * STUDENT_SEARCH_PAGE_SIZE);
  return { data, currentPage: page, totalPages };
}
