import { todayInIndia } from "../rules/calendar-date";
import { readListParams, studentPageParams, studentPagePath, type StudentPageParams } from "./student-page-request";

/**
 * One API question whose answer a page's first screen shows (its largest paint), named by its path
 * under /api/v1 — the key of its answer in the start data.
 */
export type FirstScreenRequest =
  | { kind: "students"; path: string; ledgerId: string; params: StudentPageParams }
  | { kind: "student"; path: string; studentId: string }
  | { kind: "transactions"; path: string; studentId: string }
  | { kind: "dues-summary"; path: string }
  | { kind: "day-summary"; path: string; date: string };

/** `/prefix/{id}` with one non-empty segment after it, or null. */
function segmentAfter(prefix: string, pathname: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/$/, "");
  if (!rest || rest.includes("/")) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/**
 * What the page at `pathname` + `search` fetches for its first screen beyond the session, school and
 * ledgers (decision 0044). The server asks these for a signed-in page's HTML and the client seeds
 * the answers into the same queries, so the page's largest paint needs no request after the HTML.
 * Paths as the route table names them (SPEC §2); any other page has none. Ledger Details asks for
 * the owner's today (`today`, in India) above its list: without it the card would arrive later and
 * push the ledgers down. Staff are refused it, and a refused question is simply left out.
 */
export function firstScreenRequests(pathname: string, search: string, today = todayInIndia()): FirstScreenRequest[] {
  const ledgerId = segmentAfter("/student-manager/", pathname);
  if (ledgerId) {
    const params = studentPageParams(readListParams(new URLSearchParams(search)));
    return [{ kind: "students", path: studentPagePath(ledgerId, params), ledgerId, params }];
  }
  const studentId = segmentAfter("/TransactionManager/", pathname);
  if (studentId) {
    const id = encodeURIComponent(studentId);
    return [
      { kind: "student", path: `/student/${id}`, studentId },
      { kind: "transactions", path: `/transactions/student/${id}`, studentId },
    ];
  }
  const page = pathname.replace(/\/$/, "");
  if (page === "/dues") return [{ kind: "dues-summary", path: "/dues/summary" }];
  if (page === "") return [{ kind: "day-summary", path: `/day-book/summary?date=${today}`, date: today }];
  return [];
}
