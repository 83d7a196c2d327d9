import { describe, expect, it } from "vitest";
import { describeText, HINDI_SYSTEM_TEXTS, SYSTEM_TEXT_CODES, systemText, systemTextKey } from "./system-texts";

const hindi = HINDI_SYSTEM_TEXTS;

describe("system texts", () => {
  it("translates a stored code, and the English text rows written before the codes", () => {
    expect(systemTextKey(SYSTEM_TEXT_CODES.initialCourseFee)).toBe("initialCourseFee");
    expect(describeText(SYSTEM_TEXT_CODES.initialCourseFee, hindi)).toBe("प्रारंभिक पाठ्यक्रम शुल्क");
    expect(describeText("Initial course fee", hindi)).toBe("प्रारंभिक पाठ्यक्रम शुल्क");
    expect(describeText("Opening balance", hindi)).toBe("प्रारंभिक शेष");
  });

  it("puts a code's parameter into the words", () => {
    expect(systemText("previousBalance", "2025-26")).toBe("@previous-balance:2025-26");
    expect(describeText(systemText("previousBalance", "2025-26"), hindi)).toBe("पिछला बकाया 2025-26");
    expect(describeText(systemText("advanceFrom", "2025-26"), hindi)).toBe("2025-26 से अग्रिम");
    // A ledger name may hold a colon of its own: only the first one separates the code.
    expect(describeText(systemText("carriedTo", "Class 6: A"), hindi)).toBe("Class 6: A में आगे ले जाया गया");
  });

  it("leaves a director's own words as typed", () => {
    expect(systemTextKey("April tuition fee")).toBeUndefined();
    expect(describeText("April tuition fee", hindi)).toBe("April tuition fee");
    expect(describeText("@home: fee", hindi)).toBe("@home: fee");
    expect(describeText("", hindi)).toBe("");
  });
});
