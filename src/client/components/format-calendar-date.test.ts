import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "./format-calendar-date";

describe("formatCalendarDate", () => {
  it("shows dd Mon yyyy without drifting a day", () => {
    expect(formatCalendarDate("2025-04-01")).toBe("01 Apr 2025");
    expect(formatCalendarDate("2024-12-31")).toBe("31 Dec 2024");
  });

  it("leaves a blank or malformed value alone", () => {
    expect(formatCalendarDate("")).toBe("");
    expect(formatCalendarDate("soon")).toBe("soon");
  });
});
