const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days of Premium left, counting a started day as one (a plan bought a moment ago for 7 days
 * reads "7", and the last hours read "1", never "0" while it still runs).
 */
export function premiumDaysLeft(premiumUntil: string | null, now: Date = new Date()): number {
  if (!premiumUntil) return 0;
  return Math.max(0, Math.ceil((new Date(premiumUntil).getTime() - now.getTime()) / DAY_MS));
}
