import type { Database } from "../../db/database";

/**
 * The parent-page address the school can put in a family's reminder, by phone. A link's code is
 * shown once and only its hash is kept, so none can be rebuilt yet: every family answers null and
 * the message leaves its {link} line out. The one place to fill once links can be re-sent (issue 29).
 */
export async function familyLinkUrls(
  _db: Database,
  _schoolId: string,
  _phones: readonly string[],
): Promise<Map<string, string>> {
  return new Map();
}
