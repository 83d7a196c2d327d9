import { isPremium } from "./policy";

/** After premium lapses, staff may still read the school's data for this long, then lose access. */
export const STAFF_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type StaffAccess = "full" | "read-only" | "none";

/** What staff may do while the school is (or was) premium; the owner is never limited by this. */
export function staffAccess(premiumUntil: string | Date | null, now: Date = new Date()): StaffAccess {
  if (isPremium({ premiumUntil }, now)) return "full";
  if (premiumUntil && now.getTime() - new Date(premiumUntil).getTime() <= STAFF_GRACE_DAYS * DAY_MS) return "read-only";
  return "none";
}
