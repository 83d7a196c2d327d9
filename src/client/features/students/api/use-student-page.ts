import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StudentPage } from "@/shared/api/student";
import { DEFAULT_STUDENTS_PER_PAGE } from "@/shared/api/student-page-size";
import { studentPagePath, type StudentPageParams } from "@/shared/api/student-page-request";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

export const STUDENTS_PER_PAGE = DEFAULT_STUDENTS_PER_PAGE;

export { studentPageParams, type StudentPageParams } from "@/shared/api/student-page-request";

/** GET /student/ledger/{ledgerId}: one page, searched, filtered and sorted on the server. */
export function studentPageQuery(ledgerId: string, params: StudentPageParams) {
  return queryOptions({
    queryKey: queryKeys.students(ledgerId, params),
    // The same path the server asks for the page's HTML (decision 0044).
    queryFn: () => apiRequest<StudentPage>("GET", studentPagePath(ledgerId, params)),
  });
}

/** The page of students on screen; the last page stays up while the next loads. */
export function useStudentPage(ledgerId: string, params: StudentPageParams) {
  return useQuery({ ...studentPageQuery(ledgerId, params), placeholderData: keepPreviousData });
}
