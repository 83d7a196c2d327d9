import { isCalendarDate } from "../rules/calendar-date";

/**
 * The day book's filter values as plain data and checks, without zod: the /day-book page reads its
 * URL's filters at start, where a zod schema would cost a phone its evaluation (decision 0053).
 * `day-book.ts` builds the API's schemas from these, and a test holds the two to the same answers.
 */

/** 409: a Received row dated on or before a closed day is created, edited or cancelled. */
export const DAY_CLOSED = "DAY_CLOSED";
/** The longest range a day book covers (a quarter); longer → 400. */
export const DAY_BOOK_MAX_DAYS = 92;
/** Entries a day book page holds unless `limit` says otherwise, and the most one may ask for (decision 0050). */
export const DAY_BOOK_PAGE_SIZE = 200;
export const DAY_BOOK_MAX_PAGE_SIZE = 1000;

export const DAY_BOOK_MODES = ["cash", "upi", "cheque", "bank", "none"] as const;
export const DAY_BOOK_KINDS = ["receipt", "cancellation", "refund"] as const;
/** A user id (better-auth's are letters and digits), never free text. */
export const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** An RFC 9562 UUID, as zod's `z.uuid()` takes one (the nil and max UUIDs included). */
const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export type DayBookFilterKey = "from" | "to" | "ledgerId" | "mode" | "userId" | "kind";

const includes = (values: readonly string[], value: string) => values.includes(value);

/** Whether `value` is one the API's filter `key` takes (`dayBookFiltersSchema`). */
export function isDayBookFilterValue(key: DayBookFilterKey, value: string): boolean {
  switch (key) {
    case "from":
    case "to":
      return isCalendarDate(value.trim());
    case "ledgerId":
      return UUID_PATTERN.test(value);
    case "mode":
      return includes(DAY_BOOK_MODES, value);
    case "kind":
      return includes(DAY_BOOK_KINDS, value);
    case "userId":
      return USER_ID_PATTERN.test(value);
  }
}
