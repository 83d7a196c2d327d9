import { formatCalendarDate } from "./format-calendar-date";

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * An ISO instant (e.g. a premium expiry) as the local day, "23 Nov 2026", with Hindi month names in
 * Hindi. Read from the Date's local fields, not through Intl: the first locale formatter cost the
 * header ~140–260 ms of a 4× slowed phone's start (CPU profiles of the students and transactions pages).
 */
export function formatInstantDate(iso: string, language = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return formatCalendarDate(day, language);
}
