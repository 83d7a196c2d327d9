import { authClient } from "../auth-client";

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
}

/** The signed-in user from better-auth's session, or null; `isPending` until the first answer. */
export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean; refetch: () => void } {
  const session = authClient.useSession();
  return { user: session.data?.user ?? null, isPending: session.isPending, refetch: () => void session.refetch() };
}
