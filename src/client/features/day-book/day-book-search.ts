import type { DayBookFilters } from "@/shared/api/day-book";
import { isDayBookFilterValue } from "@/shared/api/day-book-filters";
import { todayInIndia } from "@/shared/rules/calendar-date";

const KEYS = ["from", "to", "ledgerId", "mode", "userId", "kind"] as const;

/**
 * The day book's filters from the page's URL (`/day-book?from=2025-11-20&to=2025-11-20&mode=cash`, as
 * Ledger Details links to it): each parameter checked by the API's own rule, a bad one dropped, so a
 * hand-edited link still opens the page. No dates means today in India.
 */
export function queryFromSearch(
  params: URLSearchParams,
  today = todayInIndia(),
): Required<Pick<DayBookFilters, "from" | "to">> & DayBookFilters {
  const picked: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value === null || value === "") continue;
    if (isDayBookFilterValue(key, value)) picked[key] = value;
  }
  const query = picked as DayBookFilters;
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? from;
  return { ...query, from, to };
}

/** `?from=…&to=…` with only the filters that are set, in a stable order (the same query, the same cache entry). */
export function dayBookSearch(query: DayBookFilters & { lang?: string }): string {
  const params = new URLSearchParams();
  for (const key of [...KEYS, "lang"] as const) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, value);
  }
  return params.size ? `?${params}` : "";
}
