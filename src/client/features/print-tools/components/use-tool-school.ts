import type { School } from "@/shared/api/school";
import { useCurrentUser } from "../../../lib/session/use-current-user";
import { useMySchool } from "../../../lib/session/use-my-school";

/**
 * The school whose name and contact the tools print. `ready` turns true once the answer is known
 * (usually at once, from the browser's copy); a failed lookup counts as no school, as in SPEC §7.
 */
export function useToolSchool(): { school: School | null; ready: boolean } {
  const { user } = useCurrentUser();
  const query = useMySchool(user?.id);
  return { school: query.data ?? null, ready: Boolean(user) && !query.isPending };
}
