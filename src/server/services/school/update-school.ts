import { eq } from "drizzle-orm";
import type { updateSchoolBodySchema } from "../../../shared/api/school";
import type { z } from "zod";
import type { Database } from "../../db/database";
import { school } from "../../db/schema";
import { requireOwnSchool } from "./require-own-school";
import type { SchoolRow } from "./to-school-wire";

export async function updateSchool(
  db: Database,
  userId: string,
  schoolId: string,
  details: z.output<typeof updateSchoolBodySchema>,
): Promise<SchoolRow> {
  await requireOwnSchool(db, userId, schoolId);
  const [row] = await db
    .update(school)
    .set({
      name: details.schoolName,
      directorName: details.directorName,
      contactNumber: details.contactNumber,
      address: details.address,
      // Absent settings stay as they are; an empty UPI ID removes it.
      ...(details.upiVpa !== undefined ? { upiVpa: details.upiVpa || null } : {}),
      ...(details.slipDueDays !== undefined ? { slipDueDays: details.slipDueDays } : {}),
      updatedAt: new Date(),
    })
    .where(eq(school.id, schoolId))
    .returning();
  return row!;
}
