import { useCurrentUser } from "../../lib/session/use-current-user";
import { useMySchool } from "../../lib/session/use-my-school";

/** The caller's school `_id`, the tenant every ledger call is made for (the route guard ensures one). */
export function useSchoolId(): string | undefined {
  const { user } = useCurrentUser();
  return useMySchool(user?.id).data?._id;
}
