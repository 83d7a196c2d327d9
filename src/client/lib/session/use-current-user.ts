import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { checkSession } from "./early-session-check";
import { sessionQueryKey } from "./session-query-key";

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
}

/** Who is signed in (null: nobody); shared by the hook and the start-up prefetch. */
export const sessionQuery = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: checkSession, staleTime: 5 * 60_000 });

/**
 * The signed-in user, or null; `isPending` until the first answer. The answer lives in the query
 * cache, which the app keeps for offline use.
 */
export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean; refetch: () => void } {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery());
  return {
    user: session.data ?? null,
    isPending: session.isPending,
    refetch: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  };
}
