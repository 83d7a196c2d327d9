import type { MemberRole } from "@/shared/api/team";
import { useCurrentUser } from "./use-current-user";
import { useMySchool } from "./use-my-school";

/** The caller's role in their school (undefined while unknown): the UI hides what a role cannot do. */
export function useMyRole(): MemberRole | undefined {
  const { user } = useCurrentUser();
  return useMySchool(user?.id).data?.role;
}

/**
 * Whether to show the owner's actions (plans, team, school details, ledger delete, wallet history).
 * False while the role is unknown, so staff never glimpse a button the server would refuse.
 */
export function useIsOwner(): boolean {
  return useMyRole() === "owner";
}
