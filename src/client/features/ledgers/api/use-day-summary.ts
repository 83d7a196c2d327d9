import { useQuery } from "@tanstack/react-query";
import type { DaySummary } from "@/shared/api/day-summary";
import { apiRequest } from "../../../lib/api-client";

/** The query of one day's summary; the page's start data answers today's (decision 0044). */
export const daySummaryKey = (date: string) => ["day-book", "summary", date] as const;

/**
 * GET /day-book/summary for one day (the owner's: the server refuses staff). Read again whenever
 * Ledger Details opens: receipts are taken on other screens and by other people.
 */
export function useDaySummary(date: string) {
  return useQuery({
    queryKey: daySummaryKey(date),
    queryFn: async () =>
      (await apiRequest<{ data: DaySummary }>("GET", `/day-book/summary?date=${encodeURIComponent(date)}`)).data,
    refetchOnMount: "always",
  });
}
