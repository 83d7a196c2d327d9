import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { family } from "../../db/schema";
import { newFamilyReference } from "./family-codes";

/**
 * The family row of a phone, made the first time it is needed (a link, a claim, a promise, a
 * reminder) with a fresh reference; a reference another family of the school holds is drawn again.
 * The caller checks that the phone is a family of the school (requireFamily).
 */
export async function ensureFamily(
  db: Database | Transaction,
  schoolId: string,
  phone: string,
): Promise<{ reference: string }> {
  for (let attempt = 0; ; attempt++) {
    await db.insert(family).values({ schoolId, phone, reference: newFamilyReference() }).onConflictDoNothing();
    const [row] = await db
      .select({ reference: family.reference })
      .from(family)
      .where(and(eq(family.schoolId, schoolId), eq(family.phone, phone)))
      .limit(1);
    if (row) return row;
    // Only a reference taken by another family leaves no row: 31⁴ references, so a few tries do.
    if (attempt >= 20) throw new Error("No free family reference");
  }
}
