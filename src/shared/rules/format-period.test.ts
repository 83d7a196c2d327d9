import { describe, expect, it } from "vitest";
import { formatPeriod } from "./format-period";

describe("formatPeriod", () => {
  it("names a month as Intl does in en-IN and hi-IN (Hindi November written नवं॰)", () => {
    for (let m = 1; m <= 12; m++) {
      const period = `2025-${String(m).padStart(2, "0")}`;
      const intl = (locale: string) =>
        new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
          new Date(`${period}-01T00:00:00Z`),
        );
      expect(formatPeriod(period)).toBe(intl("en-IN"));
      expect(formatPeriod(period, "hi")).toBe(intl("hi-IN").replace("नव॰", "नवं॰"));
    }
  });

  it("names quarters and terms of a session, and a one-off's date", () => {
    expect(formatPeriod("2025-26/Q1")).toBe("Q1 2025-26");
    expect(formatPeriod("2025-26/Q1", "hi")).toBe("तिमाही 1, 2025-26");
    expect(formatPeriod("2025-26/T2")).toBe("Term 2, 2025-26");
    expect(formatPeriod("2025-26/T2", "hi")).toBe("किस्त 2, 2025-26");
    expect(formatPeriod("2025-09-01")).toBe("01 Sept 2025");
  });
});
