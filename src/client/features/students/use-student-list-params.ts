import { useSearchParams } from "react-router";

/**
 * Page and search live in the URL (?page=3&search=ravi) so Back from a student's transactions
 * returns to the same page of the list.
 */
export function useStudentListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const search = params.get("search") ?? "";
  const write = (next: { page: number; search: string }) => {
    const query = new URLSearchParams();
    if (next.search) query.set("search", next.search);
    if (next.page > 1) query.set("page", String(next.page));
    setParams(query, { replace: true });
  };
  return {
    page,
    search,
    setPage: (next: number) => write({ page: next, search }),
    /** A new search starts again from page 1. */
    setSearch: (next: string) => write({ page: 1, search: next }),
  };
}
