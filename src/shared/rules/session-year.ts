import { z } from "zod";
import { SESSION_YEAR_MESSAGE, SESSION_YEAR_REQUIRED_MESSAGE } from "./messages";

/** "2025-26": an Indian academic session, where the second year must follow the first. */
export function isValidSessionYear(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return false;
  const first = Number(match[1]);
  return first >= 1900 && (first + 1) % 100 === Number(match[2]);
}

/** The session a calendar date (YYYY-MM-DD) falls in: Indian sessions run April to March. */
export function sessionYearOf(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
}

export const sessionYearSchema = z
  .string()
  .trim()
  .min(1, { error: SESSION_YEAR_REQUIRED_MESSAGE, abort: true })
  .refine(isValidSessionYear, SESSION_YEAR_MESSAGE);
