import { LRUCache } from "lru-cache";

/**
 * userId → schoolId, per app instance. Safe to keep without expiry because the mapping never changes:
 * a school is created once per owner and is never transferred or deleted. (If deletion is ever
 * added, it must `delete` the owner here.) Only found schools are cached; "no school yet" is always asked anew.
 */
export type SchoolIdCache = LRUCache<string, string>;

export function createSchoolIdCache(): SchoolIdCache {
  return new LRUCache<string, string>({ max: 10_000 });
}
