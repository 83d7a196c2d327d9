import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DefaultersPage, DefaultersQuery, DuesSummary } from "@/shared/api/dues";
import { queryKeys } from "../../../components/queries/query-keys";
import { apiRequest } from "../../../lib/api-client";

export const duesKeys = {
  summary: (session?: string) => [...queryKeys.dues(), "summary", session ?? null] as const,
  defaulters: (query: DefaultersQuery) => [...queryKeys.dues(), "defaulters", query] as const,
};

/** `?ledgerId=…&min=…&page=…` with only the filters that are set. */
export function defaultersSearch(query: DefaultersQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return params.size ? `?${params}` : "";
}

/** The summary of `session`, or (absent) of the session the server picks: that of the newest ledgers with students. */
export function useDuesSummary(session?: string) {
  return useQuery({
    queryKey: duesKeys.summary(session),
    queryFn: async () =>
      (await apiRequest<{ data: DuesSummary }>("GET", `/dues/summary${defaultersSearch({ session })}`)).data,
    placeholderData: keepPreviousData,
  });
}

export function useDefaulters(query: DefaultersQuery) {
  return useQuery({
    queryKey: duesKeys.defaulters(query),
    queryFn: () => apiRequest<DefaultersPage>("GET", `/dues/defaulters${defaultersSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}
