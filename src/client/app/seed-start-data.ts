import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { firstScreenRequests, type FirstScreenRequest } from "@/shared/api/first-screen";
import type { StartData } from "@/shared/api/start-data";
import { queryKeys } from "../components/queries/query-keys";
import { duesKeys } from "../features/dues/api/use-dues";
import { daySummaryKey } from "../features/ledgers/api/use-day-summary";
import { sessionQueryKey } from "../lib/session/session-query-key";
import { schoolQueryKey } from "../lib/session/use-my-school";
import { storeSchool } from "../lib/session/school-storage";

/** The page's location as the seeding reads it (window.location in the app), and its day (today in India). */
type PageLocation = { pathname: string; search: string; today?: string };

/**
 * Puts the server's start data (decisions 0033, 0044) into the queries that would have asked for it —
 * the session, the school, its ledgers and the page's first-screen answers — before the first render,
 * so the guard, the layout and the page render with it at once. Returns the hashes of the queries it
 * answered: they are as new as the page, so the refresh of the restored offline copy leaves them alone.
 */
export function seedStartData(
  queryClient: QueryClient,
  data: StartData | null,
  page: PageLocation = { pathname: "/", search: "" },
): Set<string> {
  const seeded = new Set<string>();
  if (!data) return seeded;
  const seed = (queryKey: QueryKey, value: unknown) => {
    queryClient.setQueryData(queryKey, value);
    seeded.add(hashKey(queryKey));
  };
  seed(sessionQueryKey, data.user);
  if (data.school === undefined) return seeded;
  seed(schoolQueryKey(data.user.id), data.school);
  // As the school query's own answer does: the layout paints from this copy on the next start too.
  storeSchool(data.school);
  if (data.school && data.ledgers) seed(queryKeys.ledgers(data.school._id), data.ledgers);
  // Asked again from this page's own location: an answer for another page is never taken.
  for (const request of firstScreenRequests(page.pathname, page.search, page.today)) {
    const body = data.answers?.[request.path];
    if (body !== undefined) seed(...firstScreenEntry(request, body));
  }
  return seeded;
}

/** The query a first-screen answer belongs to, and its cached value as that query's own fetch keeps it. */
function firstScreenEntry(request: FirstScreenRequest, body: unknown): [QueryKey, unknown] {
  // Each query keeps what its queryFn returns: the student page its whole envelope, the others `data`.
  const data = (body as { data?: unknown }).data;
  switch (request.kind) {
    case "students":
      return [queryKeys.students(request.ledgerId, request.params), body];
    case "student":
      return [queryKeys.student(request.studentId), data];
    case "transactions":
      return [queryKeys.transactions(request.studentId), data];
    case "dues-summary":
      return [duesKeys.summary(), data];
    case "day-summary":
      return [daySummaryKey(request.date), data];
  }
}
