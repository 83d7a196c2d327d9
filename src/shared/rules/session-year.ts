import { z } from "zod";
import { SESSION_YEAR_MESSAGE } from "./messages";


/** "2025-26": an Indian academic session, where the second year must follow the first. */
export function isValidSessionYear(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return false;
  const first = Number(match[1]);
  return first >= 1900 && (first + 1) % 100 === Number(match[2]);
}

export const sessionYearSchema = z.string().trim().refine(isValidSessionYear, SESSION_YEAR_MESSAGE);
