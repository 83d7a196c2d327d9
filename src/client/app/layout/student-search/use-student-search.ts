import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { StudentSearchPage } from "@/shared/api/student-search";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

/** Results of one query are worth keeping only while the director is still looking (and not in the offline copy for a week). */
const SEARCH_CACHE_MS = 5 * 60_000;

/** GET /students/search, page after page as "Show more" asks; nothing is asked for an empty query. */
export function useStudentSearch(q: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.studentSearch(q),
    enabled: q !== "",
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiRequest<StudentSearchPage>("GET", `/students/search?${new URLSearchParams({ q, page: String(pageParam) })}`),
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    // While the next query is on its way, the last results stay instead of the list flickering empty.
    placeholderData: keepPreviousData,
    gcTime: SEARCH_CACHE_MS,
  });
}
