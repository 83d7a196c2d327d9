import { useSearchParams } from "react-router";

export type ListParams = { page: number; search: string; owes: boolean; byName: boolean };

/** The list's view as the URL's query gives it (the page reads it, and so does the start-up prefetch). */
export function readListParams(params: URLSearchParams): ListParams {
  return {
    page: Math.max(1, Math.floor(Number(params.get("page"))) || 1),
    search: params.get("search") ?? "",
    owes: params.get("owes") === "1",
    byName: params.get("sort") === "name",
  };
}

/**
 * Page, search, the "Owes money" filter and A–Z order live in the URL (?page=3&search=ravi&owes=1&sort=name)
 * so Back from a student's transactions returns to the same view of the list.
 */
export function useStudentListParams() {
  const [params, setParams] = useSearchParams();
  const current = readListParams(params);
  const write = (next: ListParams) => {
    const query = new URLSearchParams();
    if (next.search) query.set("search", next.search);
    if (next.owes) query.set("owes", "1");
    if (next.byName) query.set("sort", "name");
    if (next.page > 1) query.set("page", String(next.page));
    setParams(query, { replace: true });
  };
  return {
    ...current,
    setPage: (page: number) => write({ ...current, page }),
    /** A new search or view starts again from page 1. */
    setSearch: (search: string) => write({ ...current, search, page: 1 }),
    setOwes: (owes: boolean) => write({ ...current, owes, page: 1 }),
    setByName: (byName: boolean) => write({ ...current, byName, page: 1 }),
  };
}
