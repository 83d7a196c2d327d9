import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { family } from "../../db/schema";
import { ensureFamily } from "./ensure-family";
import { familyLinkHashOf, newFamilyCode } from "./family-codes";
import { requireFamily } from "./require-family";

/**
 * A new parent-page link for a family of the school (404 for a phone none of its students has). The
 * code is random and shown only now: the row keeps its hash, and a new link replaces the old one.
 */
export async function createFamilyLink(
  db: Database,
  schoolId: string,
  phone: string,
  publicUrl: string,
): Promise<{ url: string }> {
  const code = newFamilyCode();
  await db.transaction(async (tx) => {
    await requireFamily(tx, schoolId, phone);
    await ensureFamily(tx, schoolId, phone);
    await tx
      .update(family)
      .set({ linkHash: familyLinkHashOf(code), linkCreatedAt: sql`now()` })
      .where(and(eq(family.schoolId, schoolId), eq(family.phone, phone)));
  });
  return { url: `${publicUrl}/p/${code}` };
}
