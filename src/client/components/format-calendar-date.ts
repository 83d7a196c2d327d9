// The rule lives in shared/ so the server's documents print dates as the screens do (issue 29).
export { formatCalendarDate, shortMonthName, withHindiNovember } from "@/shared/rules/format-calendar-date";
