import { MAX_STUDENTS_PER_PAGE, type Student, type StudentPage } from "@/shared/api/student";
import { apiRequest } from "../../lib/api-client";

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
