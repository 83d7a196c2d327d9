import { describe, expect, it } from "vitest";
import type { OmrOption } from "@/documents/omr-sheet/omr-sheet-schema";
import { omrSheetTemplate } from "@/documents/omr-sheet/omr-template";
import { fillSheet, photograph, type Camera, type FilledSheet } from "../test-support/sheet-photos";
import { readSheet, type Answer } from "./read-sheet";

const QUESTIONS = 60;

/** A spread of answers over every block and option, with blanks and doubles among them. */
function answerSheet(): Record<number, OmrOption[]> {
  const answers: Record<number, OmrOption[]> = {};
  const options: OmrOption[] = ["A", "B", "C", "D"];
  for (let q = 1; q <= QUESTIONS; q++) {
    if (q % 7 === 0) continue;
    answers[q] = q % 11 === 0 ? ["A", "C"] : [options[(q * 5) % 4]!];
  }
  return answers;
}

function expected(answers: Record<number, OmrOption[]>): { question: number; answer: Answer }[] {
  return Array.from({ length: QUESTIONS }, (_, i) => {
    const filled = answers[i + 1] ?? [];
    return { question: i + 1, answer: filled.length === 0 ? "blank" : filled.length > 1 ? "double" : filled[0]! };
  });
}

async function read(sheet: FilledSheet, camera: Camera) {
  const { image, template } = await fillSheet(sheet);
  return readSheet(photograph(image, camera), template);
}

describe("readSheet", () => {
  const answers = answerSheet();
  const sheet: FilledSheet = { questionCount: QUESTIONS, answers, rollNumber: "40217" };

  it("reads a straight, sharp photo exactly", async () => {
    const reading = await read(sheet, {});
    expect(reading.status).toBe("ok");
    expect(reading.rollNumber).toBe("40217");
    expect(reading.answers).toEqual(expected(answers));
  });

  it.each<[string, Camera]>([
    ["turned 4° and keystoned", { rotate: 4, keystone: 0.08 }],
    ["turned −6°, blurred and noisy in uneven light", { rotate: -6, blur: 2, noise: 12, shade: 0.65 }],
    ["small in a wide photo", { rotate: 2, fill: 0.55, width: 1600, height: 1200, blur: 1 }],
  ])("reads a photo %s exactly", async (_, camera) => {
    const reading = await read(sheet, camera);
    expect(reading.status).toBe("ok");
    expect(reading.rollNumber).toBe("40217");
    expect(reading.answers).toEqual(expected(answers));
  });

  it("reads light pencil marks (~168/255) beside dark ones", async () => {
    const marks = Object.fromEntries(
      Object.keys(answers)
        .filter((q) => Number(q) % 2 === 0)
        .map((q) => [q, { grey: 168 }]),
    );
    const reading = await read({ ...sheet, marks }, { rotate: 3, blur: 1, noise: 6 });
    expect(reading.answers).toEqual(expected(answers));
  });

  it("turns an upside-down photo and says so", async () => {
    const reading = await read(sheet, { rotate: 177, keystone: 0.05, blur: 1 });
    expect(reading.status).toBe("turned");
    expect(reading.rollNumber).toBe("40217");
    expect(reading.answers).toEqual(expected(answers));
  });

  it("reads a sheet photographed sideways", async () => {
    const reading = await read(sheet, { rotate: 92, width: 1600, height: 1200 });
    expect(reading.status).toBe("ok");
    expect(reading.turns).toBe(1);
    expect(reading.answers).toEqual(expected(answers));
  });

  it("reads an untouched sheet as all blank with no roll number", async () => {
    const reading = await read({ questionCount: QUESTIONS, answers: {} }, { rotate: -2, blur: 1, noise: 8 });
    expect(reading.rollNumber).toBe("");
    expect(reading.answers.every((a) => a.answer === "blank")).toBe(true);
  });

  it("reports missing markers when a corner is cut off", async () => {
    const reading = await read(sheet, { fill: 1.15 });
    expect(reading.status).toBe("markers-not-found");
    expect(reading.answers).toEqual([]);
  });

  it("reads the page code: page 2 of a 200-question sheet holds questions 181–200", async () => {
    const { image, template } = await fillSheet({
      questionCount: 200,
      page: 2,
      answers: { 181: ["B"], 200: ["D"] },
      rollNumber: "9",
    });
    const reading = readSheet(photograph(image, { rotate: 3 }), template);
    expect(reading).toMatchObject({ status: "ok", page: 2, printedFor: 200, rollNumber: "9" });
    expect(reading.answers.map((a) => a.question)).toEqual(Array.from({ length: 20 }, (_, i) => 181 + i));
    expect(reading.answers.filter((a) => a.answer !== "blank")).toEqual([
      { question: 181, answer: "B" },
      { question: 200, answer: "D" },
    ]);
  });

  it("refuses a sheet printed for another number of questions", async () => {
    const { image } = await fillSheet(sheet);
    const reading = readSheet(photograph(image, { rotate: -2 }), omrSheetTemplate({ questionCount: 50 }));
    expect(reading).toMatchObject({ status: "other-layout", printedFor: QUESTIONS, answers: [] });
  });
});
