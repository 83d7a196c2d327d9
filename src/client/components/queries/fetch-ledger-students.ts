import { queryOptions } from "@tanstack/react-query";
import type { Student, StudentPage } from "@/shared/api/student";
import { MAX_STUDENTS_PER_PAGE } from "@/shared/api/student-page-size";
import { apiRequest } from "../../lib/api-client";
import { queryKeys } from "./query-keys";

/** Every student of a ledger, page by page at SPEC's limit of 100, in the server's order. */
export async function fetchLedgerStudents(ledgerId: string): Promise<Student[]> {
  const students: Student[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({ page: String(page), limit: String(MAX_STUDENTS_PER_PAGE) });
    const result = await apiRequest<StudentPage>("GET", `/student/ledger/${encodeURIComponent(ledgerId)}?${query}`);
    students.push(...result.data);
    if (page >= result.totalPages || result.data.length === 0) return students;
  }
}

/** The whole ledger as one query, for pickers; disabled until a ledger is chosen. */
export function ledgerStudentsQuery(ledgerId: string) {
  return queryOptions({
    queryKey: queryKeys.allStudents(ledgerId),
    enabled: Boolean(ledgerId),
    queryFn: () => fetchLedgerStudents(ledgerId),
  });
}
