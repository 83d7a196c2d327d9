import { describe, expect, it } from "vitest";
import { formatCalendarDate, shortMonthName, withHindiNovember } from "./format-calendar-date";

describe("formatCalendarDate", () => {
  it("shows dd Mon yyyy without drifting a day", () => {
    expect(formatCalendarDate("2025-04-01")).toBe("01 Apr 2025");
    expect(formatCalendarDate("2024-12-31")).toBe("31 Dec 2024");
  });

  it('abbreviates November in Hindi as नवं॰ (Intl\'s नव॰ reads as "new")', () => {
    expect(formatCalendarDate("2025-11-05", "hi")).toBe("05 नवं॰ 2025");
  });

  it("gives the same नवं॰ to the month names of charts and to dates Intl prints with a time", () => {
    expect(shortMonthName(11, "hi")).toBe("नवं॰");
    expect(shortMonthName(11, "en")).toBe("Nov");
    const intl = new Intl.DateTimeFormat("hi-IN", { day: "2-digit", month: "short", hour: "2-digit", timeZone: "UTC" });
    const text = withHindiNovember(intl.format(new Date(Date.UTC(2025, 10, 5, 9))));
    expect(text).toContain("नवं॰");
    expect(text).not.toContain("नव॰");
  });

  it("leaves a blank or malformed value alone", () => {
    expect(formatCalendarDate("")).toBe("");
    expect(formatCalendarDate("soon")).toBe("soon");
  });
});

describe("formatCalendarDate, written out instead of Intl (decision 0033)", () => {
  it("prints what Intl's en-IN and hi-IN formats print, for every month and day", () => {
    for (const [language, locale] of [
      ["en", "en-IN"],
      ["hi", "hi-IN"],
    ] as const) {
      const intl = new Intl.DateTimeFormat(locale, {
        day: "2-digit",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      });
      for (
        let day = new Date(Date.UTC(2024, 0, 1));
        day.getUTCFullYear() < 2026;
        day = new Date(day.getTime() + 86_400_000)
      ) {
        const value = day.toISOString().slice(0, 10);
        const expected = intl.format(day).replace("नव॰", "नवं॰"); // the one departure, below
        expect({ value, text: formatCalendarDate(value, language) }).toEqual({ value, text: expected });
      }
    }
  });

  it("leaves an impossible month alone", () => {
    expect(formatCalendarDate("2025-13-01")).toBe("2025-13-01");
  });
});
