import { useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchCurrentUser } from "./fetch-current-user";
import { sessionQueryKey } from "./session-query-key";

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
}

/**
 * The signed-in user, or null; `isPending` until the first answer. The answer lives in the query
 * cache, which the app keeps for offline use.
 */
export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean; refetch: () => void } {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: fetchCurrentUser, staleTime: 5 * 60_000 });
  return {
    user: session.data ?? null,
    isPending: session.isPending,
    refetch: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  };
}
