import { shortMonthName } from "../format-calendar-date";

/** A period as a director reads it: "2025-11" → "Nov 2025", "2025-26/Q1" → "Q1 2025-26", "2025-26/T2" → "T2 2025-26". */
export function formatFeePeriod(period: string, language = "en"): string {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (month) return `${shortMonthName(Number(month[2]), language)} ${month[1]}`;
  const instalment = /^(\d{4}-\d{2})\/([QT]\d+)$/.exec(period);
  return instalment ? `${instalment[2]} ${instalment[1]}` : period;
}
