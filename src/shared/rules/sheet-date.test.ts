import { describe, expect, it } from "vitest";
import { sheetDate } from "./sheet-date";

describe("sheetDate", () => {
  it("reads every date form a sheet may hold as YYYY-MM-DD", () => {
    expect(sheetDate("15/04/2010")).toBe("2010-04-15");
    expect(sheetDate("15-04-2010")).toBe("2010-04-15");
    expect(sheetDate("5/4/2010")).toBe("2010-04-05");
    expect(sheetDate("15.04.2010")).toBe("2010-04-15");
    expect(sheetDate("2010-04-15")).toBe("2010-04-15");
    expect(sheetDate(" 2010-4-5 ")).toBe("2010-04-05");
    // Excel serials, as numbers or as text: 40283 is 15 April 2010; 1 is 1 January 1900.
    expect(sheetDate(40283)).toBe("2010-04-15");
    expect(sheetDate("40283")).toBe("2010-04-15");
    expect(sheetDate(40283.75)).toBe("2010-04-15");
    expect(sheetDate(61)).toBe("1900-03-01");
    expect(sheetDate(new Date(Date.UTC(2010, 3, 15)))).toBe("2010-04-15");
  });

  it("leaves what is not a date for the date rule to reject, and empty as empty", () => {
    expect(sheetDate("31/02/2010")).toBe("31/02/2010");
    expect(sheetDate("04/15/2010")).toBe("04/15/2010");
    expect(sheetDate("soon")).toBe("soon");
    expect(sheetDate(-3)).toBe("-3");
    expect(sheetDate("")).toBe("");
    expect(sheetDate(null)).toBe("");
    expect(sheetDate(undefined)).toBe("");
  });
});
