import { useQuery } from "@tanstack/react-query";
import type { StudentPage } from "@/shared/api/student";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

/** How many matches the picker offers: enough to find a name in a class, short enough to scan. */
export const STUDENT_MATCHES = 8;

/**
 * A ledger's students whose name (or roll number) matches, A–Z: the server has no school-wide
 * student search, so the Activity filter picks a ledger first. Under the students' cache key, so
 * an added or deleted student refreshes it.
 */
export function useStudentSearch(ledgerId: string, search: string) {
  const params = { page: 1, limit: STUDENT_MATCHES, filter: "all", sort: "name", search } as const;
  return useQuery({
    queryKey: queryKeys.students(ledgerId, params),
    enabled: Boolean(ledgerId),
    // The last matches stay up while the next search runs, but never another ledger's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === ledgerId ? previous : undefined),
    queryFn: () => {
      const query = new URLSearchParams({ page: "1", limit: String(STUDENT_MATCHES), sort: "name" });
      if (search) query.set("search", search);
      return apiRequest<StudentPage>("GET", `/student/ledger/${encodeURIComponent(ledgerId)}?${query}`);
    },
  });
}
