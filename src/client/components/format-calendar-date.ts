const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "2025-04-01" → "01 Apr 2025" (Hindi month names in Hindi). Read as a UTC date so no time zone
 * can move it to the day before; an empty or malformed value is returned as it came.
 */
export function formatCalendarDate(value: string, language = "en"): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const locale = language === "hi" ? "hi-IN" : "en-IN";
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${value}T00:00:00Z`));
}
