import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { family } from "../../db/schema";
import type { ReceiptLinks } from "../receipt-verify/receipt-links";
import { ensureFamily } from "./ensure-family";
import { familyCodeFor, familyLinkHashOf } from "./family-codes";

/**
 * Gives each of these families a parent-page link when it has none (a reminder round's families:
 * each message carries its family's link). A family with a live link keeps it — the reminder prints
 * it again (familyLinkUrls) — so a link already shared never stops working because of a reminder.
 */
export async function ensureFamilyLinks(
  tx: Transaction,
  schoolId: string,
  links: ReceiptLinks,
  phones: readonly string[],
): Promise<void> {
  if (phones.length === 0) return;
  for (const phone of phones) await ensureFamily(tx, schoolId, phone);
  const unlinked = await tx
    .select({ phone: family.phone })
    .from(family)
    .where(and(eq(family.schoolId, schoolId), inArray(family.phone, [...phones]), isNull(family.linkHash)));
  const linkCreatedAt = new Date();
  for (const { phone } of unlinked)
    await tx
      .update(family)
      .set({ linkHash: familyLinkHashOf(familyCodeFor(links.secret, schoolId, phone, linkCreatedAt)), linkCreatedAt })
      .where(and(eq(family.schoolId, schoolId), eq(family.phone, phone), isNull(family.linkHash)));
}
