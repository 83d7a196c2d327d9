import type { Database } from "../../db/database";
import { NotFoundError } from "../errors";
import { getSchoolForUser } from "./get-school-for-user";
import type { SchoolRow } from "./to-school-wire";

/** Every tenant operation starts here: before set-up the caller owns nothing, so everything is a 404. */
export async function requireCallerSchool(db: Database, userId: string): Promise<SchoolRow> {
  const row = await getSchoolForUser(db, userId);
  if (!row) throw new NotFoundError("School");
  return row;
}
