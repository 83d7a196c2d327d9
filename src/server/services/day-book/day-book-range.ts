import { DAY_BOOK_MAX_DAYS, type DayBookQuery } from "../../../shared/api/day-book";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { ServiceError } from "../errors";

const DAY_MS = 86_400_000;

/** The days a day book covers: today in India unless asked; one date alone is that day; at most a quarter. */
export function dayBookRange(query: Pick<DayBookQuery, "from" | "to">): { from: string; to: string } {
  const from = query.from ?? query.to ?? todayInIndia();
  const to = query.to ?? from;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) throw new ServiceError(400, "VALIDATION", "The range ends before it starts.");
  if (days > DAY_BOOK_MAX_DAYS)
    throw new ServiceError(400, "VALIDATION", `A day book covers at most ${DAY_BOOK_MAX_DAYS} days.`);
  return { from, to };
}
