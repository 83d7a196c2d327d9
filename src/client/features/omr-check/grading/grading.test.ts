import { describe, expect, it } from "vitest";
import type { SheetReading } from "../reader/read-sheet";
import { answerKeyFromReading, parseAnswerKey } from "./answer-key";
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

  it("makes a key of a sheet filled in as the key, leaving blank and double answers uncounted", () => {
    expect(answerKeyFromReading(reading(["A", "blank", "D", "double", "C"]))).toBe("A-D-C");
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
