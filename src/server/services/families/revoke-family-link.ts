import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { family } from "../../db/schema";
import { requireFamily } from "./require-family";

/** Forgets a family's link: its page answers 404 from now on. `revoked` is false when there was none. */
export async function revokeFamilyLink(db: Database, schoolId: string, phone: string): Promise<{ revoked: boolean }> {
  await requireFamily(db, schoolId, phone);
  const revoked = await db
    .update(family)
    .set({ linkHash: null, linkCreatedAt: null })
    .where(and(eq(family.schoolId, schoolId), eq(family.phone, phone), isNotNull(family.linkHash)))
    .returning({ phone: family.phone });
  return { revoked: revoked.length > 0 };
}
