import { describe, expect, it } from "vitest";
import { describeText, SYSTEM_TEXT_CODES, systemTextKey } from "./system-texts";

const hindi = { initialCourseFee: "प्रारंभिक पाठ्यक्रम शुल्क" };

describe("system texts", () => {
  it("translates a stored code, and the English text rows written before the codes", () => {
    expect(systemTextKey(SYSTEM_TEXT_CODES.initialCourseFee)).toBe("initialCourseFee");
    expect(describeText(SYSTEM_TEXT_CODES.initialCourseFee, hindi)).toBe("प्रारंभिक पाठ्यक्रम शुल्क");
    expect(describeText("Initial course fee", hindi)).toBe("प्रारंभिक पाठ्यक्रम शुल्क");
  });

  it("leaves a director's own words as typed", () => {
    expect(systemTextKey("April tuition fee")).toBeUndefined();
    expect(describeText("April tuition fee", hindi)).toBe("April tuition fee");
    expect(describeText("", hindi)).toBe("");
  });
});
