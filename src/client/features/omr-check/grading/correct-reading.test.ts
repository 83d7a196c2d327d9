import { describe, expect, it } from "vitest";
import type { SheetReading } from "../reader/read-sheet";
import { correctReading } from "./correct-reading";

const bubble = (question: number, option: "A" | "B", filled: boolean) => ({
  x: 0,
  y: 0,
  radius: 4.6,
  filled,
  question,
  option,
});

const reading: SheetReading = {
  status: "check",
  turns: 2,
  page: 1,
  rollNumber: "12",
  answers: [
    { question: 1, answer: "A" },
    { question: 2, answer: "B", doubt: true },
    { question: 3, answer: "blank", doubt: true },
  ],
  bubbles: [bubble(2, "A", false), bubble(2, "B", true)],
  doubts: ["questions"],
};

describe("correctReading", () => {
  it("leaves a reading with no corrections as it is", () => {
    expect(correctReading(reading)).toEqual({ ...reading, corrected: [], rollNumberCorrected: false });
  });

  it("puts an answer set by hand in place of the doubtful one, with its bubble, and keeps checking the rest", () => {
    const settled = correctReading(reading, { answers: { 2: "A" } });
    expect(settled.answers[1]).toEqual({ question: 2, answer: "A" });
    expect(settled.bubbles.map((b) => b.filled)).toEqual([true, false]);
    expect(settled).toMatchObject({ status: "check", doubts: ["questions"], corrected: [2] });
  });

  it("counts the sheet as read (turned over) once no question and nothing else is in doubt", () => {
    expect(correctReading(reading, { answers: { 2: "B", 3: "blank" } })).toMatchObject({
      status: "turned",
      doubts: [],
      corrected: [2, 3],
    });
    expect(
      correctReading({ ...reading, doubts: ["questions", "roll-number"] }, { answers: { 2: "B", 3: "A" } }),
    ).toMatchObject({
      status: "check",
      doubts: ["roll-number"],
    });
  });

  it("takes a typed roll number in place of an unsure one, and then nothing is left to check", () => {
    const unsure: SheetReading = {
      ...reading,
      rollNumber: "1?",
      answers: [reading.answers[0]!],
      doubts: ["roll-number"],
    };
    expect(correctReading(unsure, { rollNumber: "14" })).toMatchObject({
      rollNumber: "14",
      status: "turned",
      doubts: [],
      corrected: [],
      rollNumberCorrected: true,
    });
  });
});
