import { requireCallerSchool } from "../services/school/require-caller-school";
import type { AppEnv } from "./app-env";
import { sessionUser } from "./require-session";

/** The signed-in user's school id: the scope every tenant query is filtered by. */
export async function callerSchoolId(c: { var: AppEnv["Variables"] }): Promise<string> {
  const school = await requireCallerSchool(c.var.db, sessionUser(c).id);
  return school.id;
}
