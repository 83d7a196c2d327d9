import { describe, expect, it } from "vitest";
import type { DocumentLanguage } from "../language";
import { PAPER_HEADER_HEIGHT } from "../question-paper/paper-header";
import { QUESTION_GAP, QUESTION_LINE_HEIGHT } from "../question-paper/paper-layout";
import { usePdfTools } from "../test-support/inspect";
import { A4_SIZE, squash } from "../test-support/pdf-inspector";
import { samplePaperHeader } from "../sample-paper-header";
import { generateLongQuestionPaper, HALF_PAGE_CONTENT_HEIGHT } from "./long-question-paper";

const { fonts, inspect } = usePdfTools();
const header = samplePaperHeader("en", new Date(2025, 10, 22));

async function paper(questions: string[], language: DocumentLanguage = "en", head = header) {
  return inspect(await generateLongQuestionPaper({ header: head, questions }, { language, fonts: fonts() }));
}
const count = (text: string, needle: string) => text.split(needle).length - 1;
/** Short questions that each take exactly one line. */
const oneLiners = (n: number) => Array.from({ length: n }, (_, i) => `Short question number ${i + 1}.`);

// The most one-line questions whose header + lines + gaps still fit half a page.
const MOST_FOR_TWO_COPIES = Math.floor(
  (HALF_PAGE_CONTENT_HEIGHT - PAPER_HEADER_HEIGHT + QUESTION_GAP) / (QUESTION_LINE_HEIGHT + QUESTION_GAP),
);

describe("generateLongQuestionPaper", () => {
  it("prints a short paper twice on one A4 sheet, header, numbers and dates included", async () => {
    const pdf = await paper(["Define photosynthesis.", "Solve: 2x + 3 = 11."]);
    const text = squash(pdf.text());
    expect(pdf.pageCount()).toBe(1);
    expect(pdf.pageSizes()).toEqual([A4_SIZE]);
    expect(count(text, "Bahi Coaching Centre")).toBe(2);
    expect(count(text, "01. Define photosynthesis.")).toBe(2);
    expect(count(text, "02. Solve: 2x + 3 = 11.")).toBe(2);
    expect(count(text, "Class: 10th")).toBe(2);
    expect(count(text, "F.M. 100")).toBe(2);
    expect(count(text, "Date: 22-11-2025")).toBe(2);
  });

  it("keeps two copies right up to the half-page threshold", async () => {
    expect(MOST_FOR_TWO_COPIES).toBeGreaterThan(5);
    const pdf = await paper(oneLiners(MOST_FOR_TWO_COPIES));
    const text = pdf.text();
    expect(pdf.pageCount()).toBe(1);
    expect(count(text, "Bahi Coaching Centre")).toBe(2);
    expect(count(text, `Short question number ${MOST_FOR_TWO_COPIES}.`)).toBe(2);
  });

  it("prints once, on a single page, one question past the threshold", async () => {
    const pdf = await paper(oneLiners(MOST_FOR_TWO_COPIES + 1));
    const text = pdf.text();
    expect(pdf.pageCount()).toBe(1);
    expect(count(text, "Bahi Coaching Centre")).toBe(1);
    expect(count(text, "Short question number 1.")).toBe(1);
  });

  it("flows a long paper over several A4 pages, every question once, numbers zero-padded", async () => {
    const questions = Array.from(
      { length: 40 },
      (_, i) => `Question ${i + 1} asks: ${"explain the theory with examples. ".repeat(1 + (i % 4))}`,
    );
    const pdf = await paper(questions);
    const pages = pdf.pageCount();
    expect(pages).toBeGreaterThan(1);
    expect(pdf.pageSizes()).toEqual(Array(pages).fill(A4_SIZE));
    const text = squash(pdf.text());
    expect(count(text, "Bahi Coaching Centre")).toBe(1);
    for (let n = 1; n <= 40; n++) expect(count(text, `${String(n).padStart(2, "0")}. Question ${n} asks:`)).toBe(1);
  });

  it("extracts a Devanagari paper intact, with Hindi labels", async () => {
    const pdf = await paper(["प्रश्न: भारत की राजधानी क्या है?"], "hi", samplePaperHeader("hi", new Date(2025, 10, 22)));
    const text = squash(pdf.text());
    expect(count(text, "01. प्रश्न: भारत की राजधानी क्या है?")).toBe(2);
    expect(text).toContain("बही कोचिंग सेंटर");
    expect(text).toContain("कक्षा: 10वीं");
    expect(text).toContain("दिनांक: 22-11-2025");
  });

  it("rejects a paper without questions", async () => {
    await expect(
      generateLongQuestionPaper({ header, questions: ["  "] }, { language: "en", fonts: fonts() }),
    ).rejects.toThrow();
  });
});
