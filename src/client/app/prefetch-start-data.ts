import type { QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { ledgersQuery } from "../components/queries/ledgers-query";
import { studentPageParams, studentPageQuery } from "../features/students/api/use-student-page";
import { readListParams } from "../features/students/use-student-list-params";
import { sessionQuery } from "../lib/session/use-current-user";
import { schoolQuery } from "../lib/session/use-my-school";

// The pages that show the school's ledgers (the list, or a heading taken from it).
const PATHS_SHOWING_LEDGERS = ["/", "/student-manager/:ledgerOwnerId", "/TransactionManager/:studentId"];
const STUDENT_LIST_PATH = "/student-manager/:ledgerOwnerId";

/**
 * The first page's data, each request as soon as the one before answers (decision 0031): the
 * session (usually answered already: the shell asked first), the school, then the ledgers — rather
 * than each when the guard, the layout and the page have rendered. A ledger's student list needs
 * only the session, so it goes out beside the school. The hooks then find the same queries answered
 * or on their way, so nothing is fetched twice; a failure is theirs to show.
 */
export async function prefetchStartData(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
) {
  const user = await queryClient.fetchQuery(sessionQuery());
  if (!user) return;
  const ledgerId = matchPath(STUDENT_LIST_PATH, pathname)?.params.ledgerOwnerId;
  const students = ledgerId
    ? queryClient.prefetchQuery(
        studentPageQuery(ledgerId, studentPageParams(readListParams(new URLSearchParams(search)))),
      )
    : undefined;
  const school = await queryClient.fetchQuery(schoolQuery(user.id));
  if (school && PATHS_SHOWING_LEDGERS.some((path) => matchPath(path, pathname)))
    await queryClient.prefetchQuery(ledgersQuery(school._id));
  await students;
}
