import { eq, getTableColumns } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { school, schoolMember } from "../../db/schema";
import type { MemberSchool } from "./to-school-wire";

/** The school the user belongs to (as owner or staff) with their role, or null before set-up. */
export async function getSchoolForUser(db: Database | Transaction, userId: string): Promise<MemberSchool | null> {
  const [row] = await db
    .select({ ...getTableColumns(school), role: schoolMember.role })
    .from(schoolMember)
    .innerJoin(school, eq(school.id, schoolMember.schoolId))
    .where(eq(schoolMember.userId, userId))
    .limit(1);
  return row ?? null;
}
