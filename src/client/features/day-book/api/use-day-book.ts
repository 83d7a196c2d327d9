import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DayBook, DayBookQuery, DayClose } from "@/shared/api/day-book";
import { apiRequest } from "../../../lib/api-client";
import { dayBookSearch } from "../day-book-search";

export const dayBookKeys = {
  all: () => ["day-book"] as const,
  book: (query: DayBookQuery) => ["day-book", "book", query] as const,
  closes: (month: string) => ["day-book", "closes", month] as const,
};

/**
 * GET /day-book: read again whenever the page opens, since receipts are recorded on other screens
 * (and by other people) without telling this cache.
 */
export function useDayBook(query: DayBookQuery, enabled = true) {
  return useQuery({
    queryKey: dayBookKeys.book(query),
    queryFn: async () => (await apiRequest<{ data: DayBook }>("GET", `/day-book${dayBookSearch(query)}`)).data,
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
    enabled,
  });
}

/** The closes of the month the day is in (a reopened day keeps its old close, and may have a new one). */
export function useDayCloses(day: string) {
  const month = day.slice(0, 7);
  return useQuery({
    queryKey: dayBookKeys.closes(month),
    queryFn: async () =>
      (await apiRequest<{ data: DayClose[] }>("GET", `/day-book/closes?month=${encodeURIComponent(month)}`)).data,
    refetchOnMount: "always",
  });
}

/** The close in force for `day`: the one not reopened, else the latest (to say it was reopened), else none. */
export function closeOf(closes: readonly DayClose[] | undefined, day: string): DayClose | null {
  const ofDay = (closes ?? []).filter((c) => c.day === day);
  return ofDay.find((c) => c.reopenedAt === null) ?? ofDay.at(-1) ?? null;
}

export function useCloseDay(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cashCounted: number) =>
      (await apiRequest<{ data: DayClose }>("POST", `/day-book/${day}/close`, { cashCounted })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dayBookKeys.all() }),
  });
}

export function useReopenDay(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      (await apiRequest<{ data: DayClose }>("POST", `/day-book/${day}/reopen`, { reason })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dayBookKeys.all() }),
  });
}
