import { z } from "zod";
import { isCalendarDate } from "./calendar-date";
import { DATE_MESSAGE } from "./messages";

/** A date field of the contract: YYYY-MM-DD that exists (no 2025-02-30). */
export const calendarDateSchema = z.string().trim().refine(isCalendarDate, DATE_MESSAGE);
