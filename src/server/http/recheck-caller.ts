import type { MemberRole } from "../../shared/api/team";
import type { Database } from "../db/database";
import { getMembership } from "../services/team/get-membership";
import type { StreamEnd } from "./event-streams";
import type { LookUpUser } from "./require-session";

/** Who a long-lived request was let in as. */
export interface AdmittedCaller {
  userId: string;
  schoolId: string;
  role: MemberRole;
}

/**
 * Asks again what the request's guards asked, with its own credentials: is its session still live, and
 * is its user still a member of that school in that role? Null when nothing changed; otherwise why
 * a stream opened for it must end.
 */
export async function recheckCaller(
  lookUpUser: LookUpUser,
  db: Database,
  headers: Headers,
  caller: AdmittedCaller,
): Promise<StreamEnd | null> {
  const user = await lookUpUser(headers);
  if (user?.id !== caller.userId) return "signed-out";
  const membership = await getMembership(db, caller.userId);
  if (membership?.schoolId !== caller.schoolId) return "left-school";
  return membership.role === caller.role ? null : "role-changed";
}
