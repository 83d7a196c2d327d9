import { useQuery, useQueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "./session-query-key";

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
}

/**
 * better-auth's session endpoint, read with a plain fetch: its client library (~20 KB gzip) then
 * loads only when someone signs in or out, and the answer lives in the query cache, which the app
 * keeps for offline use.
 */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const response = await fetch("/api/auth/get-session", { credentials: "same-origin", headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`Session check failed (${response.status})`);
  const body = (await response.json()) as { user?: CurrentUser } | null;
  return body?.user ?? null;
}

/** The signed-in user, or null; `isPending` until the first answer. */
export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean; refetch: () => void } {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: fetchCurrentUser, staleTime: 5 * 60_000 });
  return {
    user: session.data ?? null,
    isPending: session.isPending,
    refetch: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  };
}
