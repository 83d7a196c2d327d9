import { formatCalendarDate, withHindiNovember } from "../../../components/format-calendar-date";

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

/** A charged period as a director reads it: "2025-09" → "Sep 2025", a one-off's date → "01 Sep 2025". */
export function formatPeriod(period: string, language = "en"): string {
  if (!/^\d{4}-\d{2}$/.test(period)) return formatCalendarDate(period, language);
  const locale = language === "hi" ? "hi-IN" : "en-IN";
  let formatter = monthFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
    monthFormatters.set(locale, formatter);
  }
  return withHindiNovember(formatter.format(new Date(`${period}-01T00:00:00Z`)));
}
