import { describe, expect, it } from "vitest";
import { formatInstantDate } from "./format-instant-date";

describe("formatInstantDate", () => {
  it("prints the local day of an instant as Intl does for en-IN and hi-IN (Hindi November as Hindi writes it)", () => {
    for (const iso of ["2026-11-23T10:00:00.000Z", "2026-09-01T00:00:00.000Z", "2025-03-31T23:59:59.000Z"]) {
      const intl = (locale: string) =>
        new Date(iso).toLocaleDateString(locale, { day: "2-digit", month: "short", year: "numeric" });
      expect(formatInstantDate(iso)).toBe(intl("en-IN"));
      expect(formatInstantDate(iso, "hi")).toBe(intl("hi-IN").replace("नव॰", "नवं॰"));
    }
  });

  it("gives back what is not an instant", () => {
    expect(formatInstantDate("soon")).toBe("soon");
  });
});
