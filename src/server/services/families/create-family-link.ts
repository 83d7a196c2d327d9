import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { family } from "../../db/schema";
import { ensureFamily } from "./ensure-family";
import type { ReceiptLinks } from "../receipt-verify/receipt-links";
import { familyCodeFor, familyLinkHashOf } from "./family-codes";
import { requireFamily } from "./require-family";

/**
 * A new parent-page link for a family of the school (404 for a phone none of its students has). The
 * row keeps the code's hash and the moment it was made (the code derives from it, decision 0047); a
 * new link replaces the old one.
 */
export async function createFamilyLink(
  db: Database,
  schoolId: string,
  phone: string,
  links: ReceiptLinks,
): Promise<{ url: string }> {
  // Milliseconds, as a JavaScript Date holds them: the moment read back derives the same code.
  const linkCreatedAt = new Date();
  const code = familyCodeFor(links.secret, schoolId, phone, linkCreatedAt);
  await db.transaction(async (tx) => {
    await requireFamily(tx, schoolId, phone);
    await ensureFamily(tx, schoolId, phone);
    await tx
      .update(family)
      .set({ linkHash: familyLinkHashOf(code), linkCreatedAt })
      .where(and(eq(family.schoolId, schoolId), eq(family.phone, phone)));
  });
  return { url: `${links.publicUrl}/p/${code}` };
}
