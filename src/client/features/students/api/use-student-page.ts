import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { StudentPage } from "@/shared/api/student";
import { DEFAULT_STUDENTS_PER_PAGE } from "@/shared/api/student-page-size";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

export const STUDENTS_PER_PAGE = DEFAULT_STUDENTS_PER_PAGE;

export type StudentPageParams = { page: number; limit: number; search: string; filter: "all" | "owes"; sort: "roll" | "name" };

export function studentPageParams(page: number, search: string, filter: StudentPageParams["filter"] = "all", sort: StudentPageParams["sort"] = "roll"): StudentPageParams {
  return { page, limit: STUDENTS_PER_PAGE, search, filter, sort };
}

/** GET /student/ledger/{ledgerId}: one page, searched, filtered and sorted on the server; the last page stays up while the next loads. */
export function useStudentPage(ledgerId: string, params: StudentPageParams) {
  return useQuery({
    queryKey: queryKeys.students(ledgerId, params),
    placeholderData: keepPreviousData,
    queryFn: () => {
      const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
      if (params.search) query.set("search", params.search);
      if (params.filter !== "all") query.set("filter", params.filter);
      if (params.sort !== "roll") query.set("sort", params.sort);
      return apiRequest<StudentPage>("GET", `/student/ledger/${encodeURIComponent(ledgerId)}?${query}`);
    },
  });
}
