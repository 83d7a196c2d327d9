import { formatCalendarDate, withHindiNovember } from "./format-calendar-date";

const monthFormatters = new Map<string, Intl.DateTimeFormat>();
const INSTALMENT = /^(\d{4}-\d{2})\/([QT])(\d+)$/;

/**
 * A charged period as a director reads it: "2025-09" → "Sep 2025", "2025-26/Q1" → "Q1 2025-26"
 * ("तिमाही 1, 2025-26"), "2025-26/T2" → "Term 2, 2025-26" ("किस्त 2, 2025-26"), a one-off's date → "01 Sep 2025".
 */
export function formatPeriod(period: string, language = "en"): string {
  const instalment = INSTALMENT.exec(period);
  if (instalment) {
    const [, session, kind, n] = instalment;
    if (language === "hi") return `${kind === "Q" ? "तिमाही" : "किस्त"} ${n}, ${session}`;
    return kind === "Q" ? `Q${n} ${session}` : `Term ${n}, ${session}`;
  }
  if (!/^\d{4}-\d{2}$/.test(period)) return formatCalendarDate(period, language);
  const locale = language === "hi" ? "hi-IN" : "en-IN";
  let formatter = monthFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
    monthFormatters.set(locale, formatter);
  }
  return withHindiNovember(formatter.format(new Date(`${period}-01T00:00:00Z`)));
}
