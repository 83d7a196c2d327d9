import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { school } from "../../db/schema";
import { NotFoundError } from "../errors";
import type { SchoolRow } from "./to-school-wire";

/** The school `schoolId` names, if the caller owns it; any other id is a 404, never a 403. */
export async function requireOwnSchool(db: Database, userId: string, schoolId: string): Promise<SchoolRow> {
  const [row] = await db
    .select()
    .from(school)
    .where(and(eq(school.id, schoolId), eq(school.ownerUserId, userId)))
    .limit(1);
  if (!row) throw new NotFoundError("School");
  return row;
}
