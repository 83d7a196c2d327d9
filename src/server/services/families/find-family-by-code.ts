import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { family } from "../../db/schema";
import { familyLinkHashOf, normaliseFamilyCode } from "./family-codes";

export interface FamilyByCode {
  schoolId: string;
  phone: string;
  reference: string;
}

/** The family a parent-page code opens, or null for a wrong, malformed or revoked code (answered alike). */
export async function findFamilyByCode(db: Database, input: string): Promise<FamilyByCode | null> {
  const code = normaliseFamilyCode(input);
  if (!code) return null;
  const [row] = await db
    .select({ schoolId: family.schoolId, phone: family.phone, reference: family.reference })
    .from(family)
    .where(eq(family.linkHash, familyLinkHashOf(code)))
    .limit(1);
  return row ?? null;
}
