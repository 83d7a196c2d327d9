/** Calendar dates as pure functions, zod-free so a screen that only reads dates loads no zod (decision 0031). */

/** A calendar date as the date input gives it (YYYY-MM-DD), checked to exist (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in India (IST), which is what a director means by "today" wherever the server runs. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}
