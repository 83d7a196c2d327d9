import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { family } from "../../db/schema";
import { familyCodeFor, familyLinkHashOf } from "../families/family-codes";
import type { ReceiptLinks } from "../receipt-verify/receipt-links";

/**
 * The live parent-page address of each family that has one, by phone, for its reminder: derived
 * again from the link's moment (decision 0047), never a new link. A row whose stored hash is not
 * the derived code's (a link made under another secret) gives none; the message then leaves its
 * {link} line out.
 */
export async function familyLinkUrls(
  db: Database,
  schoolId: string,
  links: ReceiptLinks,
  phones: readonly string[],
): Promise<Map<string, string>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select({ phone: family.phone, linkHash: family.linkHash, linkCreatedAt: family.linkCreatedAt })
    .from(family)
    .where(and(eq(family.schoolId, schoolId), inArray(family.phone, [...phones]), isNotNull(family.linkHash)));
  const urls = new Map<string, string>();
  for (const row of rows) {
    if (!row.linkCreatedAt) continue;
    const code = familyCodeFor(links.secret, schoolId, row.phone, row.linkCreatedAt);
    if (familyLinkHashOf(code) === row.linkHash) urls.set(row.phone, `${links.publicUrl}/p/${code}`);
  }
  return urls;
}
