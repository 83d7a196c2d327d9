import { z } from "zod";
import { SESSION_YEAR_MESSAGE, SESSION_YEAR_REQUIRED_MESSAGE } from "./messages";
import { isValidSessionYear, normaliseSessionYear } from "./session-year";

/** A session year field of the contract: "2025-26", or "2025-2026" stored as "2025-26". */
export const sessionYearSchema = z
  .string()
  .trim()
  .min(1, { error: SESSION_YEAR_REQUIRED_MESSAGE, abort: true })
  .overwrite(normaliseSessionYear)
  .refine(isValidSessionYear, SESSION_YEAR_MESSAGE);
