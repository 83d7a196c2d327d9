import type { CurrentUser } from "../../lib/session/use-current-user";

/** Stands in for better-auth's session in component tests: `vi.mock(".../use-current-user", () => import(this))`. */
export const fakeUser: CurrentUser = { id: "user-1", name: "Asha Verma", email: "asha@example.com" };

export function useCurrentUser() {
  return { user: fakeUser, isPending: false, refetch: () => undefined };
}
