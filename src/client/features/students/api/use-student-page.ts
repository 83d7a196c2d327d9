import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DEFAULT_STUDENTS_PER_PAGE, type StudentPage } from "@/shared/api/student";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

export const STUDENTS_PER_PAGE = DEFAULT_STUDENTS_PER_PAGE;

export type StudentPageParams = { page: number; limit: number; search: string };

export function studentPageParams(page: number, search: string): StudentPageParams {
  return { page, limit: STUDENTS_PER_PAGE, search };
}

/** GET /student/ledger/{ledgerId}: one page, searched on the server; the last page stays up while the next loads. */
export function useStudentPage(ledgerId: string, params: StudentPageParams) {
  return useQuery({
    queryKey: queryKeys.students(ledgerId, params),
    placeholderData: keepPreviousData,
    queryFn: () => {
      const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
      if (params.search) query.set("search", params.search);
      return apiRequest<StudentPage>("GET", `/student/ledger/${encodeURIComponent(ledgerId)}?${query}`);
    },
  });
}
