import { useQuery } from "@tanstack/react-query";
import type { DaySummary } from "@/shared/api/day-summary";
import { apiRequest } from "../../../lib/api-client";

/** The query of one day's summary; the page's start data answers today's (decision 0044). */
export const daySummaryKey = (date: string) => ["day-book", "summary", date] as const;

/** An answer this young is not asked again: the one the page's HTML has just brought. */
const JUST_ANSWERED_MS = 5_000;

/**
 * GET /day-book/summary for one day (the owner's: the server refuses staff). Read again whenever
 * Ledger Details opens, unless the answer is seconds old: receipts are taken on other screens and by
 * other people, without telling this cache.
 */
export function useDaySummary(date: string) {
  return useQuery({
    queryKey: daySummaryKey(date),
    queryFn: async () =>
      (await apiRequest<{ data: DaySummary }>("GET", `/day-book/summary?date=${encodeURIComponent(date)}`)).data,
    staleTime: JUST_ANSWERED_MS,
    refetchOnMount: true,
  });
}
