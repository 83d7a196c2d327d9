import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { StartData } from "@/shared/api/start-data";
import { queryKeys } from "../components/queries/query-keys";
import { sessionQueryKey } from "../lib/session/session-query-key";
import { schoolQueryKey } from "../lib/session/use-my-school";
import { storeSchool } from "../lib/session/school-storage";

/**
 * Puts the server's start data (decision 0033) into the queries that would have asked for it — the
 * session, the school, its ledgers — before the first render, so the guard, the layout and the page
 * render with it at once. Returns the hashes of the queries it answered: they are as new as the page,
 * so the refresh of the restored offline copy leaves them alone.
 */
export function seedStartData(queryClient: QueryClient, data: StartData | null): Set<string> {
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
  return seeded;
}
