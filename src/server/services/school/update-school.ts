import { eq } from "drizzle-orm";
import type { SchoolDetails } from "../../../shared/api/school";
import type { Database } from "../../db/database";
import { school } from "../../db/schema";
import { requireOwnSchool } from "./require-own-school";
import type { SchoolRow } from "./to-school-wire";

export async function updateSchool(
  db: Database,
  userId: string,
  schoolId: string,
  details: SchoolDetails,
): Promise<SchoolRow> {
  await requireOwnSchool(db, userId, schoolId);
  const [row] = await db
    .update(school)
    .set({
      name: details.schoolName,
      directorName: details.directorName,
      contactNumber: details.contactNumber,
      address: details.address,
      updatedAt: new Date(),
    })
    .where(eq(school.id, schoolId))
    .returning();
  return row!;
}
