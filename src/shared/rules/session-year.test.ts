import { describe, expect, it } from "vitest";
import { isValidSessionYear, ledgerWithSession, normaliseSessionYear, sessionYearOf } from "./session-year";
import { sessionYearSchema } from "./session-year-schema";

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

describe("session years typed in full", () => {
  it("accepts 2025-2026 and stores it as 2025-26", () => {
    expect(sessionYearSchema.parse("2025-2026")).toBe("2025-26");
    expect(sessionYearSchema.parse(" 2099 - 2100 ")).toBe("2099-00");
    expect(sessionYearSchema.parse("2025-26")).toBe("2025-26");
  });

  it("still refuses a full form whose years do not follow", () => {
    expect(normaliseSessionYear("2025-2027")).toBe("2025-2027");
    expect(sessionYearSchema.safeParse("2025-2027").success).toBe(false);
    expect(sessionYearSchema.safeParse("2025-2024").success).toBe(false);
  });
});

describe("ledgerWithSession", () => {
  it("says the session once when the ledger's name already holds it", () => {
    expect(ledgerWithSession("Class 5 2025-26", "2025-26")).toBe("Class 5 2025-26");
    expect(ledgerWithSession("Class 5 (2025-2026)", "2025-26")).toBe("Class 5 (2025-2026)");
    expect(ledgerWithSession("Class 5 2099-2100", "2099-00")).toBe("Class 5 2099-2100");
  });

  it("adds the session to a name without it", () => {
    expect(ledgerWithSession("Class 5", "2025-26")).toBe("Class 5, 2025-26");
    expect(ledgerWithSession("Class 5 2024-25", "2025-26")).toBe("Class 5 2024-25, 2025-26");
  });
});
