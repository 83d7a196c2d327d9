import type { SchoolDetails } from "../../../shared/api/school";
import type { Database } from "../../db/database";
import { school } from "../../db/schema";
import { ConflictError } from "../errors";
import { generateSchoolCode } from "./generate-school-code";
import { getSchoolForUser } from "./get-school-for-user";
import type { SchoolRow } from "./to-school-wire";

const CODE_ATTEMPTS = 5;

/** One school per director; a second set-up is a 409, not a second tenant. */
export async function createSchool(db: Database, userId: string, details: SchoolDetails): Promise<SchoolRow> {
  if (await getSchoolForUser(db, userId)) throw new ConflictError("A school is already set up for this account.");
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const [row] = await db
      .insert(school)
      .values({
        code: generateSchoolCode(),
        ownerUserId: userId,
        name: details.schoolName,
        directorName: details.directorName,
        contactNumber: details.contactNumber,
        address: details.address,
      })
      // A code collision or a concurrent set-up by the same user lands here instead of throwing.
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (await getSchoolForUser(db, userId)) throw new ConflictError("A school is already set up for this account.");
  }
  throw new ConflictError("Could not allocate a school code; please try again.");
}
