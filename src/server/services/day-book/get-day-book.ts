import { sql } from "drizzle-orm";
import { DAY_BOOK_PAGE_SIZE, type DayBook, type DayBookFilters, type DayBookQuery } from "../../../shared/api/day-book";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { NotFoundError } from "../errors";
import { decodeDayBookCursor } from "./day-book-cursor";
import { dayBookRange } from "./day-book-range";
import { readDayBookEntries } from "./read-day-book-entries";
import { readDayBookTotals } from "./read-day-book-totals";

/**
 * The day book: every receipt, cancellation and refund of the days asked, in time order, a page at
 * a time (decision 0050), with the whole range's totals and its count of entries on every page.
 * net = receipts − cancellations − refunds; a cancelled receipt keeps its own entry (it was
 * taken that day) and its cancellation is a second, negative entry on the day it was cancelled.
 * Totals by head come from payment_allocation (what each receipt settled); the rest of a receipt,
 * and every cancellation, counts under "not settled" (feeHeadId null), a refund under its own head,
 * so the heads add up to the net as the modes and the people do.
 */
export async function getDayBook(db: Database, schoolId: string, query: DayBookQuery): Promise<DayBook> {
  const { cursor, limit = DAY_BOOK_PAGE_SIZE, ...filters } = query;
  const range = await checkedRange(db, schoolId, filters);
  const after = cursor === undefined ? undefined : decodeDayBookCursor(cursor);
  const [{ entries, nextCursor }, { totals, total }] = await Promise.all([
    readDayBookEntries(db, schoolId, range, filters, { after, limit }),
    readDayBookTotals(db, schoolId, range, filters),
  ]);
  return { ...range, entries, total, nextCursor, totals };
}

/** Every entry of the range at once, with the totals: the .xlsx's book. */
export async function getWholeDayBook(db: Database, schoolId: string, filters: DayBookFilters): Promise<DayBook> {
  const range = await checkedRange(db, schoolId, filters);
  const [{ entries }, { totals, total }] = await Promise.all([
    readDayBookEntries(db, schoolId, range, filters, {}),
    readDayBookTotals(db, schoolId, range, filters),
  ]);
  return { ...range, entries, total, nextCursor: null, totals };
}

/** The range asked (400 when wrong), and 404 for a ledger not of this school. */
export async function checkedRange(
  db: Database,
  schoolId: string,
  filters: DayBookFilters,
): Promise<{ from: string; to: string }> {
  const range = dayBookRange(filters);
  if (filters.ledgerId !== undefined) {
    const found = await selectRows(
      db,
      sql`select 1 from ledger where school_id = ${schoolId} and id = ${filters.ledgerId}`,
    );
    if (found.length === 0) throw new NotFoundError("Ledger");
  }
  return range;
}
