import { describe, expect, it } from "vitest";
import type { SheetReading } from "../reader/read-sheet";
import { answerKeyFromReading, keyMarks, parseAnswerKey, withKeyMark } from "./answer-key";
import { scoreSheet } from "./score-sheet";

const reading = (answers: SheetReading["answers"][number]["answer"][]): SheetReading => ({
  status: "ok",
  turns: 0,
  page: 1,
  rollNumber: "12",
  answers: answers.map((answer, i) => ({ question: i + 1, answer })),
  bubbles: [],
});

describe("parseAnswerKey", () => {
  it("reads letters in any case with spaces and commas, '-' as not counted", () => {
    expect(parseAnswerKey("ab-D, c", 5)).toEqual({ key: ["A", "B", null, "D", "C"] });
  });

  it("says what is wrong: nothing typed, a letter past D, or one letter too few or many", () => {
    expect(parseAnswerKey("  ", 3)).toEqual({ problem: "empty" });
    expect(parseAnswerKey("ABE", 3)).toEqual({ problem: "letters" });
    expect(parseAnswerKey("AB", 3)).toEqual({ problem: "length" });
    expect(parseAnswerKey("ABCD", 3)).toEqual({ problem: "length" });
  });

  it("names the first question the grid skipped, rather than grading it as not counted", () => {
    expect(parseAnswerKey("A?C?", 4)).toEqual({ problem: "unset", question: 2 });
  });

  it("makes a key of a sheet filled in as the key, leaving blank and double answers uncounted", () => {
    expect(answerKeyFromReading(reading(["A", "blank", "D", "double", "C"]))).toBe("A-D-C");
  });
});

describe("the answer key grid's marks", () => {
  it("reads the typed key question by question: letters, '-' as not counted, anything else or missing as nothing", () => {
    expect(keyMarks("a b-?x", 7)).toEqual(["A", "B", "-", null, null, null, null]);
    expect(keyMarks("ABCD", 2)).toEqual(["A", "B"]);
  });

  it("writes a tap into the same text: in place, and '?' for the questions skipped before it", () => {
    expect(withKeyMark("a b c", 1, "D")).toBe("ADC");
    expect(withKeyMark("", 3, "B")).toBe("???B");
    expect(withKeyMark("A??B", 1, "-")).toBe("A-?B");
    expect(keyMarks(withKeyMark("AB", 4, "C"), 5)).toEqual(["A", "B", null, null, "C"]);
  });
});

describe("scoreSheet", () => {
  const key = parseAnswerKey("ABCD-A", 6);
  if (!("key" in key)) throw new Error("bad key");

  it("counts right, wrong, blank and double, skips uncounted questions and marks doubles as wrong", () => {
    const sheet = reading(["A", "C", "blank", "double", "B", "A"]);
    expect(scoreSheet(sheet, key.key, { right: 1, wrong: 0 })).toEqual({
      right: 2,
      wrong: 1,
      blank: 1,
      double: 1,
      score: 2,
    });
    expect(scoreSheet(sheet, key.key, { right: 4, wrong: -1 })).toEqual({
      right: 2,
      wrong: 1,
      blank: 1,
      double: 1,
      score: 6,
    });
    expect(scoreSheet(sheet, key.key, { right: 1, wrong: -0.25 }).score).toBe(1.5);
  });

  it("gives 0, not −0, to an empty sheet", () => {
    const score = scoreSheet(reading(["blank", "blank", "blank", "blank", "blank", "blank"]), key.key, {
      right: 1,
      wrong: -0.25,
    });
    expect(Object.is(score.score, 0)).toBe(true);
  });
});
