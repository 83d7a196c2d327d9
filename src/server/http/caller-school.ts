import { requireCallerSchool } from "../services/school/require-caller-school";
import type { AppEnv } from "./app-env";
import { sessionUser } from "./require-session";

/** The signed-in user's school id: the scope every tenant query is filtered by. */
export async function callerSchoolId(c: { var: AppEnv["Variables"] }): Promise<string> {
  const user = sessionUser(c);
  const cached = c.var.schoolIds.get(user.id);
  if (cached) return cached;
  const school = await requireCallerSchool(c.var.db, user.id);
  c.var.schoolIds.set(user.id, school.id);
  return school.id;
}
