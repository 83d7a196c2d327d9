import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { StudentPage } from "@/shared/api/student";
import { DEFAULT_STUDENTS_PER_PAGE } from "@/shared/api/student-page-size";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";
import type { ListParams } from "../use-student-list-params";

export const STUDENTS_PER_PAGE = DEFAULT_STUDENTS_PER_PAGE;

export type StudentPageParams = {
  page: number;
  limit: number;
  search: string;
  filter: "all" | "owes";
  sort: "roll" | "name";
};

export function studentPageParams({ page, search, owes, byName }: ListParams): StudentPageParams {
  return { page, limit: STUDENTS_PER_PAGE, search, filter: owes ? "owes" : "all", sort: byName ? "name" : "roll" };
}

/** GET /student/ledger/{ledgerId}: one page, searched, filtered and sorted on the server. */
export function studentPageQuery(ledgerId: string, params: StudentPageParams) {
  return queryOptions({
    queryKey: queryKeys.students(ledgerId, params),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
      if (params.search) query.set("search", params.search);
      if (params.filter !== "all") query.set("filter", params.filter);
      if (params.sort !== "roll") query.set("sort", params.sort);
      return apiRequest<StudentPage>("GET", `/student/ledger/${encodeURIComponent(ledgerId)}?${query}`);
    },
  });
}

/** The page of students on screen; the last page stays up while the next loads. */
export function useStudentPage(ledgerId: string, params: StudentPageParams) {
  return useQuery({ ...studentPageQuery(ledgerId, params), placeholderData: keepPreviousData });
}
