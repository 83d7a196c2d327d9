import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DayBook, DayBookFilters, DayClose } from "@/shared/api/day-book";
import { DAY_BOOK_MAX_PAGE_SIZE } from "@/shared/api/day-book-filters";
import { apiRequest } from "../../../lib/api-client";
import { dayBookSearch } from "../day-book-search";

export const dayBookKeys = {
  all: () => ["day-book"] as const,
  book: (query: DayBookFilters) => ["day-book", "book", query] as const,
  closes: (month: string) => ["day-book", "closes", month] as const,
};

const page = async (query: DayBookFilters, cursor: string | null, limit?: number) => {
  const search = new URLSearchParams(dayBookSearch(query));
  if (cursor) search.set("cursor", cursor);
  if (limit) search.set("limit", String(limit));
  return (await apiRequest<{ data: DayBook }>("GET", `/day-book?${search}`)).data;
};

/** The pages fetched so far as one book: the entries in order, the totals (every page has the whole range's). */
function joined(pages: readonly DayBook[]): DayBook {
  const last = pages.at(-1)!;
  return { ...pages[0]!, entries: pages.flatMap((p) => p.entries), nextCursor: last.nextCursor };
}

/**
 * GET /day-book, a page of entries at a time ("Show more" asks for the next, decision 0050), as one
 * book: the totals cover the whole range from the first page on. Read again whenever the page
 * opens, since receipts are recorded on other screens (and by other people) without telling this cache.
 */
export function useDayBook(query: DayBookFilters, enabled = true) {
  const result = useInfiniteQuery({
    queryKey: dayBookKeys.book(query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => page(query, pageParam),
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => joined(data.pages),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
    enabled,
  });
  return result;
}

/** Every entry of the range, page after page in the largest pages the API gives: what the PDF prints. */
export async function fetchWholeDayBook(query: DayBookFilters): Promise<DayBook> {
  const pages = [await page(query, null, DAY_BOOK_MAX_PAGE_SIZE)];
  while (pages.at(-1)!.nextCursor) pages.push(await page(query, pages.at(-1)!.nextCursor, DAY_BOOK_MAX_PAGE_SIZE));
  return joined(pages);
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
