import { describe, expect, it } from "vitest";
import { isValidSessionYear, sessionYearOf } from "./session-year";

describe("sessionYearOf", () => {
  it("turns over in April: January to March belong to the session that began the year before", () => {
    expect(sessionYearOf("2025-04-01")).toBe("2025-26");
    expect(sessionYearOf("2025-12-31")).toBe("2025-26");
    expect(sessionYearOf("2026-03-31")).toBe("2025-26");
    expect(sessionYearOf("2099-06-15")).toBe("2099-00");
  });

  it("always gives a valid session year", () => {
    for (const date of ["2025-01-10", "2025-04-10", "1999-11-11"])
      expect(isValidSessionYear(sessionYearOf(date))).toBe(true);
  });
});
