import { describe, expect, it } from "vitest";
import { lineHeight } from "../pdf/text-style";
import { PAPER_HEADER_HEIGHT } from "../question-paper/paper-header";
import { PAPER_BOTTOM, PAPER_TOP, QUESTION_GAP, QUESTION_LINE_HEIGHT } from "../question-paper/paper-layout";
import { usePdfTools } from "../test-support/inspect";
import { A4_SIZE, squash } from "../test-support/pdf-inspector";
import { samplePaperHeader } from "../sample-paper-header";
import { generateMcqQuestionPaper } from "./mcq-question-paper";
import type { McqQuestion } from "./mcq-question-paper-schema";
import { OPTION_STYLE } from "./option-rows";

const { fonts, inspect } = usePdfTools();
const header = samplePaperHeader("en", new Date(2025, 10, 22));

async function paper(questions: McqQuestion[]) {
  return inspect(await generateMcqQuestionPaper({ header, questions }, { language: "en", fonts: fonts() }));
}

/** Short options: all four share one line under the question. */
const shortQuestion = (n: number): McqQuestion => ({
  text: `Stem ${n}: which number is prime?`,
  optionA: `${n}a2`,
  optionB: `${n}b4`,
  optionC: `${n}c6`,
  optionD: `${n}d9`,
});
/** Options too long to share a line: one line each, so a question is five lines tall. */
const longQuestion = (n: number): McqQuestion => ({
  text: `Stem ${n}: pick the sentence that is grammatically correct.`,
  optionA: `Choice ${n}A: the quick brown fox jumps over the lazy dog`,
  optionB: `Choice ${n}B: the quick brown fox jumped over the lazy dog`,
  optionC: `Choice ${n}C: the quick brown foxes jumps over the lazy dog`,
  optionD: `Choice ${n}D: a quick brown fox jump over the lazy dogs`,
});

/** Pages the paper needs by the layout's own rule: a question moves whole to a new page when it would pass the bottom. */
function expectedPages(count: number, questionHeight: number): number {
  let pages = 1;
  let y = PAPER_TOP + PAPER_HEADER_HEIGHT;
  for (let i = 0; i < count; i++) {
    const gap = i === 0 ? 0 : QUESTION_GAP;
    if (y + gap + questionHeight <= PAPER_BOTTOM) y += gap + questionHeight;
    else {
      pages++;
      y = PAPER_TOP + questionHeight;
    }
  }
  return pages;
}

/** The page a text is on (each must be on exactly one). */
function pageOf(pageTexts: string[], needle: string): number {
  const pages = pageTexts.flatMap((text, index) => (text.includes(needle) ? [index + 1] : []));
  expect(pages, needle).toHaveLength(1);
  return pages[0]!;
}

describe("generateMcqQuestionPaper", () => {
  it("prints the header, numbered questions and their four labelled options on A4", async () => {
    const pdf = await paper([shortQuestion(1), shortQuestion(2)]);
    const text = squash(pdf.text());
    expect(pdf.pageCount()).toBe(1);
    expect(pdf.pageSizes()).toEqual([A4_SIZE]);
    expect(text).toContain("Bahi Coaching Centre");
    expect(text).toContain("Date: 22-11-2025");
    expect(text).toContain("01. Stem 1: which number is prime?");
    expect(text).toMatch(/\(A\) 2a2 \(B\) 2b4 \(C\) 2c6 \(D\) 2d9/);
  });

  it("30 short questions take the pages the layout constants give (2), options on their question's page", async () => {
    const questions = Array.from({ length: 30 }, (_, i) => shortQuestion(i + 1));
    const pdf = await paper(questions);
    const pages = expectedPages(30, QUESTION_LINE_HEIGHT + lineHeight(OPTION_STYLE));
    expect(pages).toBe(2);
    expect(pdf.pageCount()).toBe(pages);
    expect(pdf.pageSizes()).toEqual(Array(pages).fill(A4_SIZE));
  });

  it("never parts a question from its options at a page break", async () => {
    const questions = Array.from({ length: 30 }, (_, i) => longQuestion(i + 1));
    const pdf = await paper(questions);
    const pages = expectedPages(30, QUESTION_LINE_HEIGHT + 4 * lineHeight(OPTION_STYLE));
    expect(pages).toBe(4);
    expect(pdf.pageCount()).toBe(pages);
    const pageTexts = Array.from({ length: pages }, (_, i) => pdf.text(i + 1));
    for (let n = 1; n <= 30; n++) {
      const page = pageOf(pageTexts, `Stem ${n}:`);
      for (const letter of "ABCD")
        expect(pageOf(pageTexts, `Choice ${n}${letter}:`), `question ${n}, option ${letter}`).toBe(page);
    }
    // Question 9's stem and first option would still fit on page 1; the question moved whole instead.
    expect(pageOf(pageTexts, "Stem 9:")).toBe(2);
  });

  it("extracts Devanagari questions and options intact", async () => {
    const pdf = await paper([
      {
        text: "प्रश्न: भारत की राजधानी क्या है?",
        optionA: "मुंबई",
        optionB: "नई दिल्ली",
        optionC: "कोलकाता",
        optionD: "चेन्नई",
      },
    ]);
    const text = squash(pdf.text());
    expect(text).toContain("01. प्रश्न: भारत की राजधानी क्या है?");
    expect(text).toMatch(/\(A\) मुंबई \(B\) नई दिल्ली \(C\) कोलकाता \(D\) चेन्नई/);
  });

  it("rejects a question with an empty option", async () => {
    await expect(paper([{ ...shortQuestion(1), optionC: "  " }])).rejects.toThrow();
  });
});
