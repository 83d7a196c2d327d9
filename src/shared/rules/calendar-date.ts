/** Calendar dates as pure functions, zod-free so a screen that only reads dates loads no zod (decision 0031). */

/** A calendar date as the date input gives it (YYYY-MM-DD), checked to exist (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** India Standard Time is UTC+05:30 all year (no daylight saving since 1945). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * Today in India (IST), which is what a director means by "today" wherever the server runs. Plain
 * arithmetic on the fixed offset, not Intl with a time zone: the first such formatter costs a phone
 * ~50 ms of loading time-zone data on every page start.
 */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
