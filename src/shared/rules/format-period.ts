import { formatCalendarDate, shortMonthName } from "./format-calendar-date";

const INSTALMENT = /^(\d{4}-\d{2})\/([QT])(\d+)$/;

/**
 * A charged period as a director reads it: "2025-09" → "Sept 2025", "2025-26/Q1" → "Q1 2025-26"
 * ("तिमाही 1, 2025-26"), "2025-26/T2" → "Term 2, 2025-26" ("किस्त 2, 2025-26"), a one-off's date → "01 Sep 2025".
 */
export function formatPeriod(period: string, language = "en"): string {
  const instalment = INSTALMENT.exec(period);
  if (instalment) {
    const [, session, kind, n] = instalment;
    if (language === "hi") return `${kind === "Q" ? "तिमाही" : "किस्त"} ${n}, ${session}`;
    return kind === "Q" ? `Q${n} ${session}` : `Term ${n}, ${session}`;
  }
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (!month) return formatCalendarDate(period, language);
  // The month names written out, as Intl prints them (no locale formatter to build on a phone).
  return `${shortMonthName(Number(month[2]), language)} ${month[1]}`;
}
