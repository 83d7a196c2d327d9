import { LRUCache } from "lru-cache";

/**
 * Owner userId → schoolId, per app instance. Only owners are kept: an owner's membership never
 * changes (a school is never transferred or deleted, and the owner cannot be removed), while staff
 * can be removed at any moment on another instance, so staff are looked up on every request.
 */
export type SchoolIdCache = LRUCache<string, string>;

export function createSchoolIdCache(): SchoolIdCache {
  return new LRUCache<string, string>({ max: 10_000 });
}
