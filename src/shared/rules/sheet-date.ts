import { isCalendarDate } from "./calendar-date";

/** Excel counts days from 1899-12-30 (its serial 60 is the 29 February 1900 that never was). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A date as a sheet holds it — DD/MM/YYYY, DD-MM-YYYY, YYYY-MM-DD, an Excel serial number or a
 * date cell — as YYYY-MM-DD. Anything else comes back as it was, for the date rule to reject with
 * its usual message; an empty cell is "" (date of birth is optional).
 */
export function sheetDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  }
  if (typeof value === "number") return excelSerialDate(value) ?? String(value);
  const text = value.trim();
  if (/^\d{1,5}(\.\d+)?$/.test(text)) return excelSerialDate(Number(text)) ?? text;
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dayFirst) {
    const date = isoDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
    return isCalendarDate(date) ? date : text;
  }
  const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (yearFirst) {
    const date = isoDate(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
    return isCalendarDate(date) ? date : text;
  }
  return text;
}

/** Serials from 1 (1900-01-01) to 2958465 (9999-12-31); the time of day, if any, is dropped. */
function excelSerialDate(serial: number): string | undefined {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return undefined;
  return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}
