import { describe, expect, it } from "vitest";
import { checkSettings, DEFAULT_SETTINGS } from "./check-settings";

describe("checkSettings", () => {
  it("turns the typed form into a question count, a key and the marking", () => {
    expect(checkSettings({ questionCount: "4", answerKey: "ab -d", markRight: "4", markWrong: "-1" })).toEqual({
      ok: true,
      questionCount: 4,
      key: ["A", "B", null, "D"],
      marking: { right: 4, wrong: -1 },
    });
  });

  it("names every problem at once, with the key's length against the test's", () => {
    expect(checkSettings({ questionCount: "3", answerKey: "ABCD", markRight: "", markWrong: "0" })).toEqual({
      ok: false,
      problems: { answerKey: { key: "errors.keyLength", values: { letters: 4, questions: 3 } }, marks: "errors.marks" },
    });
    expect(checkSettings({ ...DEFAULT_SETTINGS, questionCount: "0" })).toEqual({
      ok: false,
      problems: { questionCount: "errors.questionCount" },
    });
    expect(checkSettings(DEFAULT_SETTINGS)).toEqual({ ok: false, problems: { answerKey: { key: "errors.keyEmpty" } } });
    expect(checkSettings({ ...DEFAULT_SETTINGS, questionCount: "3", answerKey: "A?C" })).toEqual({
      ok: false,
      problems: { answerKey: { key: "errors.keyUnset", values: { question: 2 } } },
    });
  });
});
