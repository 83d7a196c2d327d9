import { useSearchParams } from "react-router";
import { readListParams, type ListParams } from "@/shared/api/student-page-request";

export { readListParams, type ListParams };

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
