import { DEFAULT_STUDENTS_PER_PAGE } from "./student-page-size";

/** The student list's view as its page's URL gives it: `?page=3&search=ravi&owes=1&sort=name`. */
export type ListParams = { page: number; search: string; owes: boolean; byName: boolean };

/** One page of `GET /student/ledger/{ledgerId}`, as its query key names it. */
export type StudentPageParams = {
  page: number;
  limit: number;
  search: string;
  filter: "all" | "owes";
  sort: "roll" | "name";
};

/**
 * The view a student list page's query names. Read by the page, by the client's start-up prefetch and
 * by the server when it answers the page's first list inside the HTML (decision 0044), so all three
 * ask for the same page. zod-free: the list's first load does not carry it (decision 0031).
 */
export function readListParams(params: URLSearchParams): ListParams {
  return {
    page: Math.max(1, Math.floor(Number(params.get("page"))) || 1),
    search: params.get("search") ?? "",
    owes: params.get("owes") === "1",
    byName: params.get("sort") === "name",
  };
}

export function studentPageParams({ page, search, owes, byName }: ListParams): StudentPageParams {
  return {
    page,
    limit: DEFAULT_STUDENTS_PER_PAGE,
    search,
    filter: owes ? "owes" : "all",
    sort: byName ? "name" : "roll",
  };
}

/** The API path (under /api/v1) of that page: only the parameters that differ from the defaults. */
export function studentPagePath(ledgerId: string, params: StudentPageParams): string {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.search) query.set("search", params.search);
  if (params.filter !== "all") query.set("filter", params.filter);
  if (params.sort !== "roll") query.set("sort", params.sort);
  return `/student/ledger/${encodeURIComponent(ledgerId)}?${query}`;
}
