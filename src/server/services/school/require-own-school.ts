import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { school } from "../../db/schema";
import { NotFoundError } from "../errors";
import type { SchoolRow } from "./to-school-wire";

/** The caller's school, when `schoolId` names it; any other id is a 404, never a 403. */
export async function requireOwnSchool(
  db: Database,
  callerSchoolId: string,
  schoolId: string = callerSchoolId,
): Promise<SchoolRow> {
  if (schoolId !== callerSchoolId) throw new NotFoundError("School");
  const [row] = await db.select().from(school).where(eq(school.id, schoolId)).limit(1);
  if (!row) throw new NotFoundError("School");
  return row;
}
