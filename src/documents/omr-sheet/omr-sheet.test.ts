import { describe, expect, it } from "vitest";
import type { DocumentLanguage } from "../language";
import { usePdfTools } from "../test-support/inspect";
import { A4_SIZE, squash, type RenderedPage } from "../test-support/pdf-inspector";
import { decodePageCode } from "./omr-page-code";
import { generateOmrSheet } from "./omr-sheet";
import { omrSheetTemplate, type OmrTemplate, type Point } from "./omr-template";

const { fonts, inspect } = usePdfTools();

async function sheet(questionCount: number, language: DocumentLanguage = "en") {
  return inspect(await generateOmrSheet({ questionCount }, { language, fonts: fonts() }));
}

const INK = 200;
const PAPER = 235;

/** Ink on the circle's left, right, top and bottom edges. */
function expectBubbleAt(page: RenderedPage, centre: Point, radius: number, what: string): void {
  for (const [dx, dy] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ] as const) {
    expect(page.darkest(centre.x + dx * radius, centre.y + dy * radius), `${what}: outline`).toBeLessThan(INK);
  }
}

/** Paper halfway between neighbouring bubbles: they are separate circles, not one smudge. */
function expectPaperBetween(page: RenderedPage, a: Point, b: Point, what: string): void {
  expect(page.brightness((a.x + b.x) / 2, (a.y + b.y) / 2), `${what}: between`).toBeGreaterThan(PAPER);
}

function sampledQuestions(template: OmrTemplate, pageIndex: number) {
  const page = template.pages[pageIndex]!;
  // Each block's first and last question: the corners a scanner aligns on.
  return page.blocks.flatMap((block) =>
    page.questions.filter((q) => q.number === block.firstQuestion || q.number === block.lastQuestion),
  );
}

describe("generateOmrSheet", () => {
  it("prints a one-page A4 sheet with the header fields, options and question numbers", async () => {
    const pdf = await sheet(180);
    expect(pdf.pageCount()).toBe(1);
    expect(pdf.pageSizes()).toEqual([A4_SIZE]);
    const text = squash(pdf.text());
    for (const label of ["OMR Answer Sheet", "Student Name", "Class", "Roll Number", "Subject", "Date", "Page 1 of 1"])
      expect(text).toContain(label);
    for (const number of [1, 15, 45, 46, 135, 180]) expect(text).toMatch(new RegExp(`(^|\\s)${number} `, "m"));
    expect(text).not.toMatch(/(^|\s)181 /m);
  });

  it("flows question 181 onto a second page", async () => {
    const pdf = await sheet(181);
    expect(pdf.pageCount()).toBe(2);
    expect(pdf.pageSizes()).toEqual([A4_SIZE, A4_SIZE]);
    const second = squash(pdf.text(2));
    expect(second).toContain("Page 2 of 2");
    expect(second).toContain("Student Name");
    expect(second).toMatch(/(^|\s)181 /m);
  });

  it("draws the markers and bubbles exactly where the template says", async () => {
    const template = omrSheetTemplate({ questionCount: 200 });
    const pdf = await sheet(200);
    for (const index of template.pages.keys()) {
      const page = pdf.render(index + 1, 72);
      for (const marker of template.markers) {
        expect(page.brightness(marker.x + marker.width / 2, marker.y + marker.height / 2), marker.corner).toBeLessThan(
          40,
        );
        expect(page.brightness(marker.x + 2, marker.y + 2), marker.corner).toBeLessThan(40);
        expect(page.brightness(marker.x - 3, marker.y + marker.height / 2), marker.corner).toBeGreaterThan(PAPER);
      }
      for (const question of sampledQuestions(template, index)) {
        question.bubbles.forEach((bubble, k) => {
          const what = `page ${index + 1} q${question.number}${bubble.option}`;
          expectBubbleAt(page, bubble, template.bubbleRadius, what);
          const next = question.bubbles[k + 1];
          if (next) expectPaperBetween(page, bubble, next, what);
        });
      }
      for (const bubble of template.rollNumber.bubbles.filter((b) => b.value === 0 || b.value === 9)) {
        expectBubbleAt(page, bubble, template.rollNumber.bubbleRadius, `roll ${bubble.digit}:${bubble.value}`);
      }
    }
    // Page 2 holds questions 181–200 only: the second column's slots stay blank paper.
    const emptySlot = omrSheetTemplate({ questionCount: 180 }).pages[0]!.questions[60]!.bubbles[0]!;
    expect(pdf.render(2, 72).darkest(emptySlot.x, emptySlot.y, 5)).toBeGreaterThan(PAPER);
  });

  it("prints the orientation dot at the top-left corner only, on every page", async () => {
    const template = omrSheetTemplate({ questionCount: 400 });
    const pdf = await sheet(400, "hi");
    const { orientationMark: dot, page: size } = template;
    const spots = {
      "top-left": dot,
      "top-right": { x: size.width - dot.x, y: dot.y },
      "bottom-left": { x: dot.x, y: size.height - dot.y },
      "bottom-right": { x: size.width - dot.x, y: size.height - dot.y },
    };
    for (const index of template.pages.keys()) {
      const page = pdf.render(index + 1, 72);
      // Solid at the centre and most of the radius, and nothing within a radius at the other three.
      const dark = Object.entries(spots).filter(
        ([, spot]) => page.brightness(spot.x, spot.y) < 40 && page.brightness(spot.x + dot.radius * 0.6, spot.y) < 80,
      );
      expect(
        dark.map(([corner]) => corner),
        `page ${index + 1}`,
      ).toEqual(["top-left"]);
      for (const [corner, spot] of Object.entries(spots).slice(1))
        expect(page.darkest(spot.x, spot.y, dot.radius), corner).toBeGreaterThan(PAPER);
    }
  });

  it("fills each page's page-code bubbles for that page and the question count, readable back from the render", async () => {
    const template = omrSheetTemplate({ questionCount: 400 });
    const pdf = await sheet(400);
    const { bubbles, bubbleRadius } = template.pageCode;
    for (const index of template.pages.keys()) {
      const page = pdf.render(index + 1, 144);
      const filled = bubbles.map((bubble) => page.brightness(bubble.x, bubble.y) < 60);
      expect(decodePageCode(template.pageCode, filled), `page ${index + 1}`).toEqual({
        page: index + 1,
        questionCount: 400,
      });
      bubbles.forEach((bubble, k) => {
        // An unfilled code bubble is an empty ring: paper inside, a ring around.
        if (!filled[k]) expect(page.brightness(bubble.x, bubble.y)).toBeGreaterThan(PAPER);
        expectBubbleAt(page, bubble, bubbleRadius, `page ${index + 1} code ${k}`);
      });
    }
  });

  it("prints Hindi labels, extracted intact", async () => {
    const text = squash((await sheet(20, "hi")).text());
    for (const label of ["ओएमआर उत्तर पत्रक", "छात्र का नाम", "कक्षा", "अनुक्रमांक", "विषय", "दिनांक", "पृष्ठ 1 / 1"])
      expect(text).toContain(label);
  });

  it("rejects a question count below 1", async () => {
    await expect(generateOmrSheet({ questionCount: 0 }, { language: "en", fonts: fonts() })).rejects.toThrow();
  });
});
